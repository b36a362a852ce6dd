import { DEFAULT_THEME, MantineProvider, Notification, type MantineTheme } from '@mantine/core';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { contrastRatio, luminanceOf } from '@/lib/contrast';
import { cssVariablesResolver, filledShades, theme, withControlLabels } from './theme';

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

describe('filledShades', () => {
  it('gives every colour a filled background that white text reads on at 4.5:1 (WCAG 1.4.3)', () => {
    for (const [name, shades] of Object.entries(DEFAULT_THEME.colors)) {
      const { filled, hover } = filledShades(shades);
      expect(contrastRatio(luminanceOf(filled)!, 1), name).toBeGreaterThanOrEqual(4.5);
      expect(contrastRatio(luminanceOf(hover)!, 1), name).toBeGreaterThanOrEqual(4.5);
    }
    // Red 7 (#f03e3e, 3.9:1) gives way to red 8; indigo, the primary colour, keeps shade 7.
    expect(filledShades(DEFAULT_THEME.colors.red).filled).toBe('#e03131');
    expect(filledShades(DEFAULT_THEME.colors.indigo).filled).toBe('#4263eb');
  });

  it('puts them in the CSS variables of filled buttons', () => {
    const resolved = cssVariablesResolver({ ...DEFAULT_THEME, ...theme } as MantineTheme);
    expect(resolved.light['--mantine-color-red-filled']).toBe('#e03131');
    expect(resolved.light['--mantine-color-green-filled']).toBe(
      filledShades(DEFAULT_THEME.colors.green).filled,
    );
  });
});
