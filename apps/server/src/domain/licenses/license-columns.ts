import type { TLicenseInput } from '@cp/contracts';

/** The table's columns of a license as the API sends it (snake_case on the wire, docs/api.md). */
export function licenseColumns(input: TLicenseInput) {
  return {
    level: input.level,
    type: input.type,
    startDate: input.start_date,
    endDate: input.end_date,
    maxEducations: input.max_educations,
  };
}
