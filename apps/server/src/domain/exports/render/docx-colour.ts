/*
 * The location's colour on paper. A location may pick any colour, also a light one (yellow,
 * pastel), so the renderer checks contrast (WCAG 2 relative luminance) before it puts white text
 * on it or uses it for text on white paper.
 */

/** Word's own dark blue: used when a location's colour is not a '#rrggbb' string. */
const FALLBACK_COLOUR = '2f5496';
/** WCAG AA for normal text; header cells are 10 pt, so the strict ratio applies. */
const READABLE_CONTRAST = 4.5;
const DARK_TEXT = '1a1a1a';
const WHITE = 'ffffff';

type Rgb = [number, number, number];

/** 'rrggbb' (no '#', lower case: the form docx writes) or the fallback. */
export function normaliseColour(colour: string): string {
  const match = /^#?([0-9a-f]{6})$/i.exec(colour.trim());
  return match?.[1]?.toLowerCase() ?? FALLBACK_COLOUR;
}

function toRgb(hex: string): Rgb {
  return [0, 2, 4].map((start) => parseInt(hex.slice(start, start + 2), 16)) as Rgb;
}

function toHex(rgb: Rgb): string {
  return rgb.map((channel) => Math.round(channel).toString(16).padStart(2, '0')).join('');
}

function linear(channel: number): number {
  const value = channel / 255;
  return value <= 0.03928 ? value / 12.92 : ((value + 0.055) / 1.055) ** 2.4;
}

function luminance(hex: string): number {
  const [r, g, b] = toRgb(hex);
  return 0.2126 * linear(r) + 0.7152 * linear(g) + 0.0722 * linear(b);
}

export function contrastRatio(a: string, b: string): number {
  const [first, second] = [luminance(a), luminance(b)];
  return (Math.max(first, second) + 0.05) / (Math.min(first, second) + 0.05);
}

/** The colour moved towards `target` by `amount` (0 = unchanged, 1 = target). */
function mix(hex: string, target: Rgb, amount: number): string {
  const [r, g, b] = toRgb(hex);
  const [tr, tg, tb] = target;
  return toHex([r + (tr - r) * amount, g + (tg - g) * amount, b + (tb - b) * amount]);
}

export type Palette = {
  /** Headings and the title: the location's colour, darkened until it reads on white paper. */
  text: string;
  /** Table header row fill and its text colour. */
  headerFill: string;
  headerText: string;
};

export function paletteFor(locationColour: string): Palette {
  const colour = normaliseColour(locationColour);
  let text = colour;
  // Darken in small steps, so a light colour keeps as much of its hue as it can.
  for (let step = 1; contrastRatio(text, WHITE) < READABLE_CONTRAST && step <= 10; step += 1) {
    text = mix(colour, [0, 0, 0], step / 10);
  }
  const whiteReads = contrastRatio(colour, WHITE) >= READABLE_CONTRAST;
  return {
    text,
    headerFill: whiteReads ? colour : mix(colour, [255, 255, 255], 0.75),
    headerText: whiteReads ? WHITE : DARK_TEXT,
  };
}
