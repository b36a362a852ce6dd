import type { TLocationDetails } from '@cp/contracts';
import { urlOf } from '@/lib/api';

/** The logo's image URL; the version in it makes the answer cacheable for a long time. */
export const logoUrl = (location: Pick<TLocationDetails, 'id' | 'logo_version'>) =>
  location.logo_version
    ? urlOf('getLocationLogo', { location: location.id }, { v: location.logo_version })
    : null;
