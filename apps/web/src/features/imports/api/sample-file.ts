import type { TImportExtension, TLanguage } from '@cp/contracts';
import { urlOf } from '@/lib/api';

/**
 * The sample import file: a plain link, so the browser downloads the file itself (with the
 * session cookie). A link carries the browser's Accept-Language, so the screen's language goes
 * along as `?language=`: the headers are in that language.
 */
export function sampleFileUrl(
  locationId: number,
  format: TImportExtension,
  language: TLanguage,
): string {
  return urlOf('downloadImportSample', { location: locationId, format }, { language });
}
