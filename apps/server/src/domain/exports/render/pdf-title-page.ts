import type { Content, ContentSection } from 'pdfmake/interfaces';
import type { DocTitlePage } from '../document';
import type { PdfPalette } from './pdf-colors';
import { draftHeader } from './pdf-marks';
import { factsContent } from './pdf-table';

/*
 * The title page: a band in the location's colour with the location's name, the logo below it
 * (logos are made for white paper), the education's name large in the location's colour, the
 * subtitle and the facts. No footer: the page number starts counting here but is not shown.
 */

const BAND_HEIGHT = 96;
const SIDE_MARGIN = 56;

export function titlePageContent(
  titlePage: DocTitlePage,
  palette: PdfPalette,
  draftMark: string | null = null,
): ContentSection {
  const content: Content[] = [
    {
      text: titlePage.locationName,
      style: 'titleLocation',
      color: palette.onBrand,
      absolutePosition: { x: SIDE_MARGIN, y: BAND_HEIGHT / 2 - 8 },
    },
  ];
  const logo = logoDataUrl(titlePage.logo);
  if (logo) content.push({ image: logo, fit: [220, 90], margin: [0, 0, 0, 48] });
  else content.push({ text: '', margin: [0, 90, 0, 48] });
  content.push(
    {
      canvas: [{ type: 'rect', x: 0, y: 0, w: 64, h: 5, color: palette.brand }],
      margin: [0, 0, 0, 16],
    },
    { text: titlePage.title, style: 'titleEducation', color: palette.heading },
    { text: titlePage.subtitle, style: 'titleSubtitle' },
    {
      stack: [
        factsContent(titlePage.facts, {
          label: 'titleFactLabel',
          value: 'titleFactValue',
          labelWidth: '30%',
        }),
      ],
      margin: [0, 40, 0, 0],
    },
  );
  return {
    section: content,
    pageOrientation: 'portrait',
    pageMargins: [SIDE_MARGIN, BAND_HEIGHT + 40, SIDE_MARGIN, SIDE_MARGIN],
    footer: null,
    // The draft mark stands on the band, in the band's text colour.
    header: draftMark ? draftHeader(draftMark, SIDE_MARGIN, palette.onBrand) : null,
    background: (_page, pageSize) => ({
      canvas: [
        { type: 'rect', x: 0, y: 0, w: pageSize.width, h: BAND_HEIGHT, color: palette.brand },
      ],
    }),
  };
}

/**
 * pdfmake takes images as data: URLs (a Buffer would be mistaken for a URL object). A logo whose
 * bytes are not what its type says is left out rather than failing the whole export.
 */
export function logoDataUrl(logo: DocTitlePage['logo']): string | null {
  if (!logo || !hasImageSignature(logo.content, logo.mimeType)) return null;
  return `data:${logo.mimeType};base64,${Buffer.from(logo.content).toString('base64')}`;
}

const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const JPEG_SIGNATURE = [0xff, 0xd8, 0xff];

function hasImageSignature(bytes: Uint8Array, mimeType: 'image/png' | 'image/jpeg'): boolean {
  const signature = mimeType === 'image/png' ? PNG_SIGNATURE : JPEG_SIGNATURE;
  return signature.every((byte, index) => bytes[index] === byte);
}
