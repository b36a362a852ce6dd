import { createTheme } from '@mantine/core';
import type { TShades } from '@/lib/brand-colours';

export const theme = createTheme({
  primaryColor: 'indigo',
  defaultRadius: 'md',
  fontFamily:
    'Inter, ui-sans-serif, system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
  headings: { fontWeight: '650' },
  cursorType: 'pointer',
});

/** The theme with a location's main colour as primary colour; light colours get dark text. */
export const brandTheme = (shades: TShades) =>
  createTheme({
    ...theme,
    colors: { brand: shades },
    primaryColor: 'brand',
    primaryShade: 6,
    autoContrast: true,
  });
