/*
 * The location colour in the workbook: header rows, the title, the sheet tabs. A location may
 * pick a light colour (yellow), so every use checks the contrast (WCAG 2 ratios) and falls back
 * to dark text on a light tint of the colour.
 */

/** Used when the document's colour is not '#rrggbb' (the model says it is; a guard, not a path). */
const FALLBACK_COLOUR = '#1971c2';
export const DARK_TEXT = '#1a1b1e';
const WHITE = '#ffffff';

/** WCAG AA for normal text; header labels are small. */
const NORMAL_TEXT_CONTRAST = 4.5;
/** WCAG AA for large text (the 18 pt title). */
const LARGE_TEXT_CONTRAST = 3;
/** How much white goes into the tint behind dark header text. */
const TINT_WHITE_SHARE = 0.8;

export type HeaderColours = {
  /** Fill of the header row. */
  fill: string;
  /** Text of the header row. */
  text: string;
  /** A bottom border in the location colour when the fill is only a tint of it. */
  border: string | null;
};

export type WorkbookColours = {
  /** The location colour as given (or the fallback): tabs. */
  location: string;
  header: HeaderColours;
  /** The title's colour: the location colour when it reads on white, else dark. */
  title: string;
};

export function workbookColours(colour: string): WorkbookColours {
  const location = /^#[0-9a-f]{6}$/i.test(colour) ? colour.toLowerCase() : FALLBACK_COLOUR;
  const whiteOnLocation = contrastRatio(WHITE, location) >= NORMAL_TEXT_CONTRAST;
  return {
    location,
    header: whiteOnLocation
      ? { fill: location, text: WHITE, border: null }
      : { fill: tint(location, TINT_WHITE_SHARE), text: DARK_TEXT, border: location },
    title: contrastRatio(WHITE, location) >= LARGE_TEXT_CONTRAST ? location : DARK_TEXT,
  };
}

/** '#rrggbb' to exceljs' 'AARRGGBB' (opaque). */
export function argb(colour: string): string {
  return `FF${colour.slice(1).toUpperCase()}`;
}

export function contrastRatio(first: string, second: string): number {
  const [lighter, darker] = [luminance(first), luminance(second)].sort((a, b) => b - a) as [
    number,
    number,
  ];
  return (lighter + 0.05) / (darker + 0.05);
}

/** Relative luminance (WCAG 2). */
function luminance(colour: string): number {
  const [red, green, blue] = channels(colour).map((value) => {
    const share = value / 255;
    return share <= 0.03928 ? share / 12.92 : ((share + 0.055) / 1.055) ** 2.4;
  }) as [number, number, number];
  return 0.2126 * red + 0.7152 * green + 0.0722 * blue;
}

function tint(colour: string, whiteShare: number): string {
  const mixed = channels(colour).map((value) => Math.round(value + (255 - value) * whiteShare));
  return `#${mixed.map((value) => value.toString(16).padStart(2, '0')).join('')}`;
}

function channels(colour: string): number[] {
  return [1, 3, 5].map((start) => Number.parseInt(colour.slice(start, start + 2), 16));
}
