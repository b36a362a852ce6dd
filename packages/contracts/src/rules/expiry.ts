/**
 * Which expiry text a notification shows (docs/notifications.md "What the panel shows"): more than
 * one day left -> "in N days", exactly one -> "tomorrow", otherwise "today". The texts themselves
 * live in the translations.
 */
export type TExpiry = { kind: 'inDays'; days: number } | { kind: 'tomorrow' } | { kind: 'today' };

export function expiryOf(daysLeft: number): TExpiry {
  if (daysLeft > 1) return { kind: 'inDays', days: Math.floor(daysLeft) };
  if (daysLeft === 1) return { kind: 'tomorrow' };
  return { kind: 'today' };
}

/** Schools read dates in Dutch time, whatever the server's or the browser's zone. */
const EXPIRY_TIME_ZONE = 'Europe/Amsterdam';
const DAY_MS = 86_400_000;

let dayFormat: Intl.DateTimeFormat | undefined;

/** The Amsterdam calendar day of `instant`, as a count of days since 1970-01-01. */
function amsterdamDayNumber(instant: Date): number {
  // Made once: a formatter is costly to build, and every listed notification asks for two days.
  dayFormat ??= new Intl.DateTimeFormat('en-US', {
    timeZone: EXPIRY_TIME_ZONE,
    year: 'numeric',
    month: 'numeric',
    day: 'numeric',
  });
  const parts = dayFormat.formatToParts(instant);
  const part = (type: Intl.DateTimeFormatPartTypes) =>
    Number(parts.find((p) => p.type === type)?.value);
  // Date.UTC of a calendar date has no daylight saving time: days are exactly DAY_MS apart.
  return Date.UTC(part('year'), part('month') - 1, part('day')) / DAY_MS;
}

/**
 * Days left before something expires, counted as a person reads a date (docs/notifications.md): the
 * number of calendar days in Amsterdam from today to the expiry day, so 0 on the last day
 * ("today"), 1 the day before ("tomorrow"). Not whole 24-hour spans: a notification made this
 * morning that lasts 14 days says 14, not 13, and the count does not jump with the clock time or
 * daylight saving time.
 *
 * The expiry day is that of the last moment it is still there (it is gone from `expiresAt` on), so
 * something that expires at midnight sharp expires "today" on the evening before, not "tomorrow".
 */
export function calendarDaysLeft(expiresAt: Date, now: Date): number {
  const lastDay = amsterdamDayNumber(new Date(expiresAt.getTime() - 1));
  return Math.max(0, lastDay - amsterdamDayNumber(now));
}
