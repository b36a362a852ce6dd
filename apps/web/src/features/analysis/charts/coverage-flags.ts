import type { CSSProperties } from 'react';
import { hasFlag, type TCoverageFlag } from './coverage-model';

/*
 * How a coverage cell looks: a symbol per flag (so the meaning never rests on colour alone) and
 * a background by the strongest flag. Symbols differ in shape: a ring, a diamond, a check.
 */

export const FLAG_SYMBOL: Record<TCoverageFlag, string> = {
  designed: '○',
  practised: '◆',
  tested: '✓',
};

/** Backgrounds by the strongest flag; all keep dark text above 4.5:1 contrast. */
const FLAG_BACKGROUND: Record<TCoverageFlag, string> = {
  designed: '#e7f5ff',
  practised: '#fff3bf',
  tested: '#b2f2bb',
};

export const FLAG_STYLE: Record<TCoverageFlag, CSSProperties> = {
  designed: { background: FLAG_BACKGROUND.designed },
  practised: { background: FLAG_BACKGROUND.practised },
  tested: { background: FLAG_BACKGROUND.tested },
};

/** The symbols of a cell's flags, in the order designed, practised, tested ("" for none). */
export function flagSymbols(flags: number): string {
  return (['designed', 'practised', 'tested'] as const)
    .filter((flag) => hasFlag(flags, flag))
    .map((flag) => FLAG_SYMBOL[flag])
    .join('');
}

export function flagBackground(flags: number): string | undefined {
  if (hasFlag(flags, 'tested')) return FLAG_BACKGROUND.tested;
  if (hasFlag(flags, 'practised')) return FLAG_BACKGROUND.practised;
  if (hasFlag(flags, 'designed')) return FLAG_BACKGROUND.designed;
  return undefined;
}
