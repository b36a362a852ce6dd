import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import pdfmake from 'pdfmake';

/*
 * pdfmake's server instance, configured once per process (lazily, on the first PDF): Roboto from
 * pdfmake's own package (a full Latin font, so ë, é, ï, ö and € print; pdfkit embeds a subset of
 * it as /FontFile2), no network and no file system access while rendering.
 *
 * The TTF bytes go into pdfmake's virtual file system rather than being named by path: then
 * they are read from disk once per process instead of once per document, and the local access
 * policy can refuse every path (a document never names a file; images come as data: URLs).
 */

export const PDF_FONT = 'Roboto';

const ROBOTO_FILES = {
  normal: 'Roboto-Regular.ttf',
  bold: 'Roboto-Medium.ttf',
  italics: 'Roboto-Italic.ttf',
  bolditalics: 'Roboto-MediumItalic.ttf',
} as const;

/**
 * pdfmake's in-memory file system. The server build has it as `pdfmake.virtualfs`, but
 * @types/pdfmake only declares the browser's addVirtualFileSystem, hence this narrow view.
 */
type VirtualFileSystem = { writeFileSync(name: string, content: Buffer): void };

let configured: typeof pdfmake | null = null;

/** pdfmake, ready to render: fonts loaded, network and local files refused. */
export function configuredPdfmake(): typeof pdfmake {
  if (configured) return configured;
  const fontDirectory = join(
    dirname(createRequire(import.meta.url).resolve('pdfmake/package.json')),
    'fonts',
    'Roboto',
  );
  const virtualfs = (pdfmake as unknown as { virtualfs: VirtualFileSystem }).virtualfs;
  for (const fileName of Object.values(ROBOTO_FILES)) {
    virtualfs.writeFileSync(fileName, readFileSync(join(fontDirectory, fileName)));
  }
  pdfmake.setFonts({ [PDF_FONT]: { ...ROBOTO_FILES } });
  // Exports never fetch: a URL or path in a document would be a bug or an injection.
  pdfmake.setUrlAccessPolicy(() => false);
  pdfmake.setLocalAccessPolicy(() => false);
  configured = pdfmake;
  return pdfmake;
}
