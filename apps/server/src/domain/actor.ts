import type { TLanguage } from '@cp/contracts';

/** Who is making a request: resolved from the session before any protected handler runs. */
export type Actor = {
  userId: number;
  isPlatformAdmin: boolean;
  language: TLanguage | null;
  /** HMAC of the session id, so logout can delete exactly this session. */
  sessionIdHash: string;
  /**
   * The location whose single sign-on connection began the session; absent or null: the session
   * began with a password. A location that turned password sign-in off admits only its own
   * single sign-on sessions (domain/locations/location-access.ts, decision 0020).
   */
  ssoLocationId?: number | null;
};
