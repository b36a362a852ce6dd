import {
  and,
  eq,
  gte,
  isNull,
  lte,
  or,
  sql,
  type Column,
  type Placeholder,
  type SQL,
} from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { licenses } from '../../db/schema';

/** Schools work in Dutch days: a license that ends "today" is valid until midnight in Amsterdam. */
const SCHOOL_TIME_ZONE = 'Europe/Amsterdam';

// en-CA formats dates as YYYY-MM-DD. Made once: building a formatter took 6% of the server's CPU
// under load, as every licensed request asks for the day (docs/benchmarks.md).
const schoolDayFormat = new Intl.DateTimeFormat('en-CA', { timeZone: SCHOOL_TIME_ZONE });

// The last answer and its minute: formatting was still about 2% of a server's CPU while 10,000
// sockets joined their rooms (issue 26), and the day can only change at a whole minute (the
// zone's offsets are whole hours).
let lastMinute = Number.NaN;
let lastDay = '';

/** The calendar day of `now` in the school's time zone, as 'YYYY-MM-DD'. */
export function schoolDay(now: Date): string {
  const minute = Math.floor(now.getTime() / 60_000);
  if (minute !== lastMinute) {
    lastDay = schoolDayFormat.format(now);
    lastMinute = minute;
  }
  return lastDay;
}

/** The licenses of `locationId` whose period contains the school day `today`. */
const coversToday = (locationId: Column | number, today: string | Placeholder) =>
  and(
    eq(licenses.locationId, locationId),
    lte(licenses.startDate, today),
    or(isNull(licenses.endDate), gte(licenses.endDate, today)),
  );

/**
 * "The location has a license on this day" as a column of another query (the access check asks
 * it together with the membership: one round trip instead of two on every licensed route). The
 * day (schoolDay) is a placeholder of the prepared statement.
 */
export function hasLicenseOnDaySql(locationId: Column, day: Placeholder): SQL<boolean> {
  return sql<boolean>`exists (select 1 from ${licenses} where ${coversToday(locationId, day)})`;
}

/** The location's license whose period contains today, or null (periods never overlap). */
export async function currentLicense(options: {
  db: DbOrTx;
  locationId: number;
  now: Date;
}): Promise<{ id: number; maxEducations: number } | null> {
  const { db, locationId, now } = options;
  const today = schoolDay(now);
  const [row] = await db
    .select({ id: licenses.id, maxEducations: licenses.maxEducations })
    .from(licenses)
    .where(coversToday(locationId, today))
    .limit(1);
  return row ?? null;
}
