import type { TShades } from '@/lib/brand-colours';

const WHITE_MIX = [0.92, 0.8, 0.64, 0.46, 0.3, 0.15];
const BLACK_MIX = [0.12, 0.24, 0.36];

function mix(rgb: number[], target: number, amount: number): string {
  const channel = (value: number) =>
    Math.round(value + (target - value) * amount)
      .toString(16)
      .padStart(2, '0');
  return `#${rgb.map(channel).join('')}`;
}

/**
 * Mantine's ten shades of a main colour '#rrggbb': the colour itself at shade 6 (the one
 * buttons use), lighter towards 0 by mixing with white, darker towards 9 by mixing with black.
 * Null for anything that is not '#rrggbb'.
 */
export function brandShades(hex: string): TShades | null {
  const match = /^#([0-9a-f]{2})([0-9a-f]{2})([0-9a-f]{2})$/i.exec(hex);
  if (!match) return null;
  const rgb = match.slice(1, 4).map((part) => parseInt(part, 16));
  const lighter = WHITE_MIX.map((amount) => mix(rgb, 255, amount));
  const darker = BLACK_MIX.map((amount) => mix(rgb, 0, amount));
  return [...lighter, hex.toLowerCase(), ...darker] as unknown as TShades;
}
