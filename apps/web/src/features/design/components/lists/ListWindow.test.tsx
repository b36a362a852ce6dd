import { act, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ListWindow, type TRowPlace } from './ListWindow';

const IDS = Array.from({ length: 300 }, (_, index) => index + 1);

const row = (index: number, place: TRowPlace) => (
  <div
    key={IDS[index]}
    role="listitem"
    data-index={place.index}
    ref={place.measure}
    style={{ position: 'absolute', top: place.top }}
  >
    <button type="button">Rij {IDS[index]}</button>
  </div>
);

const list = (pinned: number | null) => (
  <ListWindow label="Rijen" ids={IDS} pinned={pinned} renderRow={row} />
);

describe('ListWindow', () => {
  it('renders the rows near the viewport, and a pinned row once wherever it is', async () => {
    const { rerender } = render(list(null));
    expect(screen.getAllByRole('listitem').length).toBeLessThan(100);
    expect(screen.queryByText('Rij 251')).toBeNull();

    rerender(list(251));
    expect(screen.getAllByText('Rij 251')).toHaveLength(1);

    // Dragged and focused at once (a keyboard drag): still one row, not two.
    await act(async () => screen.getByText('Rij 251').focus());
    rerender(list(251));
    expect(screen.getAllByText('Rij 251')).toHaveLength(1);

    // Dropped, the focus keeps the row; without the focus it goes.
    rerender(list(null));
    expect(screen.getAllByText('Rij 251')).toHaveLength(1);
    await act(async () => screen.getByText('Rij 251').blur());
    expect(screen.queryByText('Rij 251')).toBeNull();
  });

  it('gives the list its full height, so the page scrolls as if every row were there', () => {
    render(list(null));
    expect(screen.getByRole('list', { name: 'Rijen' }).style.height).toBe(`${300 * 41}px`);
  });
});
