import { MantineProvider, Notification } from '@mantine/core';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { theme, withControlLabels } from './theme';

describe('withControlLabels', () => {
  it("names a toast's close button in the interface language (WCAG 4.1.2)", () => {
    render(
      <MantineProvider
        theme={withControlLabels(theme, { close: 'Sluiten', eyeDropper: 'Kleur kiezen' })}
        env="test"
      >
        <Notification>Je export staat klaar</Notification>
      </MantineProvider>,
    );
    expect(screen.getByRole('button', { name: 'Sluiten' })).toBeTruthy();
  });
});
