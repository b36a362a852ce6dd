import { API_BASE, type TImportExtension } from '@cp/contracts';

/**
 * `GET locations/:location/imports/users/sample.:format`: a plain link, so the browser
 * downloads the file itself (with the session cookie).
 */
export function sampleFileUrl(locationId: number, format: TImportExtension): string {
  return `${API_BASE}/locations/${locationId}/imports/users/sample.${format}`;
}
