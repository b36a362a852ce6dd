import { ImageRun } from 'docx';
import type { DocTitlePage } from '../document';

/*
 * The location's logo on the title page. docx needs the image's size on the page and does not read
 * it from the bytes, so the pixel size comes from the PNG or JPEG header; the logo is then fitted
 * into a box keeping its proportions.
 */

/** The logo's box on the title page in pixels (docx converts at 96 dpi: about 5 x 2.5 cm). */
const LOGO_BOX = { width: 190, height: 95 };

type Size = { width: number; height: number };

const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];

function pngSize(bytes: Uint8Array): Size | null {
  if (bytes.length < 24 || PNG_SIGNATURE.some((byte, index) => bytes[index] !== byte)) return null;
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  // The first chunk is always IHDR: width and height as 32-bit big-endian at offsets 16 and 20.
  return { width: view.getUint32(16), height: view.getUint32(20) };
}

/** Start-of-frame markers carry the size; C4 (Huffman), C8 (reserved) and CC (arithmetic) do not. */
function isStartOfFrame(marker: number): boolean {
  return marker >= 0xc0 && marker <= 0xcf && marker !== 0xc4 && marker !== 0xc8 && marker !== 0xcc;
}

function jpegSize(bytes: Uint8Array): Size | null {
  if (bytes.length < 4 || bytes[0] !== 0xff || bytes[1] !== 0xd8) return null;
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  let offset = 2;
  while (offset + 9 < bytes.length) {
    if (view.getUint8(offset) !== 0xff) return null;
    const marker = view.getUint8(offset + 1);
    if (marker === 0xff) {
      offset += 1; // fill byte before a marker
      continue;
    }
    if (isStartOfFrame(marker)) {
      return { height: view.getUint16(offset + 5), width: view.getUint16(offset + 7) };
    }
    offset += 2 + view.getUint16(offset + 2);
  }
  return null;
}

export function imageSize(logo: NonNullable<DocTitlePage['logo']>): Size | null {
  const size = logo.mimeType === 'image/png' ? pngSize(logo.content) : jpegSize(logo.content);
  return size && size.width > 0 && size.height > 0 ? size : null;
}

/**
 * The logo as an image run, or null when its bytes are not a PNG/JPEG we can size: a document
 * without a logo is better than an export that fails or a Word file with a broken picture.
 */
export function logoRun(logo: DocTitlePage['logo'], altText: string): ImageRun | null {
  if (!logo) return null;
  const size = imageSize(logo);
  if (!size) return null;
  const scale = Math.min(LOGO_BOX.width / size.width, LOGO_BOX.height / size.height, 1);
  return new ImageRun({
    type: logo.mimeType === 'image/png' ? 'png' : 'jpg',
    data: logo.content,
    transformation: {
      width: Math.max(1, Math.round(size.width * scale)),
      height: Math.max(1, Math.round(size.height * scale)),
    },
    altText: { name: 'Logo', title: altText, description: altText },
  });
}
