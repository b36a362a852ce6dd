import type { TLocationDetails } from '@cp/contracts';
import { urlOf } from '@/lib/api';

/** The logo's image URL; the version in it makes the answer cacheable for a long time. */
export const logoUrl = (location: Pick<TLocationDetails, 'id' | 'logoVersion'>) =>
  location.logoVersion
    ? urlOf('getLocationLogo', { location: location.id }, { v: location.logoVersion })
    : null;
