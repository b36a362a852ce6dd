import { API_BASE, type TLocationDetails } from '@cp/contracts';

/** `GET locations/:location/logo`; the version makes the URL cacheable for a long time. */
export const logoUrl = (location: Pick<TLocationDetails, 'id' | 'logoVersion'>) =>
  location.logoVersion
    ? `${API_BASE}/locations/${location.id}/logo?v=${encodeURIComponent(location.logoVersion)}`
    : null;
