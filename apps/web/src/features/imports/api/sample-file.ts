import { API_BASE, type TImportExtension, type TLanguage } from '@cp/contracts';

/**
 * `GET locations/:location/imports/users/sample.:format?language=`: a plain link, so the
 * browser downloads the file itself (with the session cookie). A link carries the browser's
 * Accept-Language, so the screen's language goes along: the headers are in that language.
 */
export function sampleFileUrl(
  locationId: number,
  format: TImportExtension,
  language: TLanguage,
): string {
  return `${API_BASE}/locations/${locationId}/imports/users/sample.${format}?language=${language}`;
}
