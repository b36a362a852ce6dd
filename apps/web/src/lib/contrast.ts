/*
 * WCAG 2.1 contrast (1.4.3): relative luminance of an sRGB colour and the ratio of two. Used
 * where the app chooses colours itself (theme shades, text on a cluster's colour).
 */

/**
 * The relative luminance of a colour (0 black .. 1 white), given as "#rrggbb" or "rgb(a)(r, g, b
 * ...)" (what Mantine's darken answers); null for other notations.
 */
export function luminanceOf(color: string): number | null {
  const channels = hexChannels(color) ?? rgbChannels(color);
  if (!channels) return null;
  const [r, g, b] = channels.map((value) => {
    const c = value / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  }) as [number, number, number];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

function hexChannels(color: string): number[] | null {
  const match = /^#([0-9a-f]{2})([0-9a-f]{2})([0-9a-f]{2})$/i.exec(color);
  return match ? match.slice(1).map((hex) => parseInt(hex, 16)) : null;
}

function rgbChannels(color: string): number[] | null {
  const match = /^rgba?\(\s*([\d.]+)\s*,\s*([\d.]+)\s*,\s*([\d.]+)/i.exec(color);
  return match ? match.slice(1).map(Number) : null;
}

/** The contrast ratio of two luminances (1 .. 21). */
export function contrastRatio(a: number, b: number): number {
  return (Math.max(a, b) + 0.05) / (Math.min(a, b) + 0.05);
}
