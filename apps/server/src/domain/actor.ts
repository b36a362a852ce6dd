import type { TLanguage } from '@cp/contracts';

/** Who is making a request: resolved from the session before any protected handler runs. */
export type Actor = {
  userId: number;
  isPlatformAdmin: boolean;
  language: TLanguage | null;
  /** HMAC of the session id, so logout can delete exactly this session. */
  sessionIdHash: string;
};
