/** The parts of the configuration that sign-in rules need; tests pass smaller values. */
export type AuthSettings = {
  sessionSecret: string;
  sessionIdleMs: number;
  sessionAbsoluteMs: number;
  loginMaxFailuresPerEmail: number;
  loginMaxFailuresPerIp: number;
};

/** Sign-in failures are counted in a sliding window of this length. */
export const LOGIN_WINDOW_MS = 60_000;

/** last_seen_at is written at most this often, so a busy session does not write on every request. */
export const SESSION_TOUCH_INTERVAL_MS = 60_000;
