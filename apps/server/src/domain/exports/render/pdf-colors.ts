/*
 * The colours of a PDF, derived from the location's colour. A location may pick any colour, also
 * a pale yellow; text must stay readable on white paper and table headers must stay readable on
 * their fill, so the palette checks WCAG contrast instead of using the colour blindly.
 */

type Rgb = readonly [number, number, number];

/** Used when a location's colour is not a '#rrggbb' string (the model promises one; be safe). */
const FALLBACK_COLOR = '#1f6f8b';
const WHITE: Rgb = [255, 255, 255];
const BLACK: Rgb = [0, 0, 0];
/** WCAG AA for normal text. */
const READABLE_CONTRAST = 4.5;

export const INK = '#1f2328';
export const MUTED_INK = '#5b6470';
export const RULE = '#d0d5dc';
/** Zebra rows: neutral, so they never compete with a light header tint. */
export const ZEBRA_FILL = '#f3f5f7';

export type PdfPalette = {
  /** The location's colour as given (valid hex): bands and rules. */
  brand: string;
  /** The brand colour, darkened until readable on white: titles and headings. */
  heading: string;
  /** Table header fill and its text: white on the brand colour, else dark text on a tint. */
  headerFill: string;
  headerText: string;
  /** Text on a band filled with the brand colour (the title page's band). */
  onBrand: string;
};

export function paletteFor(color: string): PdfPalette {
  const brandRgb = parseHex(color) ?? (parseHex(FALLBACK_COLOR) as Rgb);
  const brand = toHex(brandRgb);
  const whiteOnBrand = contrastRatio(WHITE, brandRgb) >= READABLE_CONTRAST;
  return {
    brand,
    heading: toHex(darkenUntilReadable(brandRgb)),
    headerFill: whiteOnBrand ? brand : toHex(mix(brandRgb, WHITE, 0.75)),
    headerText: whiteOnBrand ? '#ffffff' : INK,
    onBrand: whiteOnBrand ? '#ffffff' : INK,
  };
}

export function parseHex(color: string): Rgb | null {
  const match = /^#([0-9a-f]{2})([0-9a-f]{2})([0-9a-f]{2})$/i.exec(color.trim());
  if (!match) return null;
  return [parseInt(match[1]!, 16), parseInt(match[2]!, 16), parseInt(match[3]!, 16)];
}

/** WCAG 2 contrast ratio, 1 (none) to 21 (black on white). */
export function contrastRatio(a: Rgb, b: Rgb): number {
  const [lighter, darker] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (lighter + 0.05) / (darker + 0.05);
}

function luminance([r, g, b]: Rgb): number {
  const channel = (value: number) => {
    const c = value / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * channel(r) + 0.7152 * channel(g) + 0.0722 * channel(b);
}

function darkenUntilReadable(rgb: Rgb): Rgb {
  let current = rgb;
  // Ten steps of 10% towards black leave at most 35% of any channel: over 4.5:1 against white.
  for (let step = 0; step < 10 && contrastRatio(WHITE, current) < READABLE_CONTRAST; step++) {
    current = mix(current, BLACK, 0.1);
  }
  return current;
}

/** `amount` 0 keeps `from`, 1 gives `to`. */
function mix(from: Rgb, to: Rgb, amount: number): Rgb {
  const channel = (i: 0 | 1 | 2) => Math.round(from[i] + (to[i] - from[i]) * amount);
  return [channel(0), channel(1), channel(2)];
}

function toHex(rgb: Rgb): string {
  return `#${rgb.map((c) => c.toString(16).padStart(2, '0')).join('')}`;
}
