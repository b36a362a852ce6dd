import type { TImportExtension, TLanguage } from '@cp/contracts';
import { urlOf } from '@/lib/api';

/** The sample files there are: of the user import and of a framework sheet. */
export type TSampleEndpoint = 'downloadImportSample' | 'downloadFrameworkSample';

/**
 * A sample import file: a plain link, so the browser downloads the file itself (with the
 * session cookie). A link carries the browser's Accept-Language, so the screen's language goes
 * along as `?language=`: the headers are in that language.
 */
export function sampleFileUrl(
  endpoint: TSampleEndpoint,
  locationId: number,
  format: TImportExtension,
  language: TLanguage,
): string {
  return urlOf(endpoint, { location: locationId, format }, { language });
}
