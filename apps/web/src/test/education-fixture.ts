import type { TEducation, TEducationSummary } from '@cp/contracts';

/*
 * The education the screens' tests show: "Verpleegkunde" (id 5, havo) of location 7, in faculty
 * "Zorg" and education group "Verpleging", being designed by a user who may design it. A test
 * gives what its screen looks at (years, counts, status) as overrides.
 */

/** The education as the dashboard lists it. */
export function anEducationSummary(overrides: Partial<TEducationSummary> = {}): TEducationSummary {
  return {
    id: 5,
    education_parent_id: 3,
    name: 'Verpleegkunde',
    type: 'havo',
    is_flexible: false,
    status: 'designing',
    years_count: 1,
    periods_count: 1,
    weeks_count: 20,
    created_at: '2026-01-05T09:00:00.000Z',
    updated_at: '2026-02-10T14:30:00.000Z',
    published_on: null,
    requested_by: null,
    review_requested_at: null,
    approvals: [],
    can_design: true,
    can_approve: false,
    ...overrides,
  };
}

/** The education, with no years until a test gives them. */
export function anEducation(overrides: Partial<TEducation> = {}): TEducation {
  return {
    ...anEducationSummary(),
    location_id: 7,
    faculty: { id: 2, name: 'Zorg' },
    education_parent: { id: 3, name: 'Verpleging' },
    years: [],
    counts: { notes: 0, backups: 0 },
    last_backup_at: null,
    ...overrides,
  };
}

/** A period of a year of `weeks` weeks from `firstWeek` on (its last week follows from them). */
export const aPeriod = (
  id: number,
  position: number,
  firstWeek: number,
  weeks: number,
  name: string | null = null,
) => ({ id, position, name, weeks, first_week: firstWeek, last_week: firstWeek + weeks - 1 });
