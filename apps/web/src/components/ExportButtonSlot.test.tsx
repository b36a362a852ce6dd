import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ExportButtonProvider, ExportButtonSlot } from './ExportButtonSlot';

describe('ExportButtonSlot', () => {
  it('renders what the app provides, with the screen’s part and year', () => {
    render(
      <ExportButtonProvider
        value={(props) => (
          <button type="button">
            {props.part} {props.yearId} {props.location}/{props.education}
          </button>
        )}
      >
        <ExportButtonSlot location="7" education="5" part="plan" yearId={12} />
      </ExportButtonProvider>,
    );
    expect(screen.getByRole('button').textContent).toBe('plan 12 7/5');
  });

  it('renders nothing where no button is provided', () => {
    const { container } = render(<ExportButtonSlot location="7" education="5" part="notes" />);
    expect(container.innerHTML).toBe('');
  });
});
