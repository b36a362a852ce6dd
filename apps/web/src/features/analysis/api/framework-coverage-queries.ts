import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TFrameworkCoverage } from '@cp/contracts';
import { callEndpoint } from '@/lib/api';
import { educationQueryKey } from '@/lib/education-queries';

/*
 * The reads of the analysis screen's frameworks tab (docs/analysis.md "Frameworks"): the
 * education's links (which frameworks it links to) and the coverage of one framework, filtered.
 * Both keys lie under the education's analysis key, as the other analysis reads
 * (analysis-queries.ts): a live update of the education (`education_update`, also after a link
 * is set or a plan changes) invalidates the 'educations' root and the open tab reads again. The
 * coverage depends on the plan (taught, tested), so it is no `keepOnPlanChange` query.
 */

/** The tab's own filters (`ZFrameworkCoverageQuerySchema`); null is "all". */
export type TCoverageFilters = {
  schoolExamOnly: boolean;
  level: string | null;
  domain: number | null;
};

export const NO_COVERAGE_FILTERS: TCoverageFilters = {
  schoolExamOnly: false,
  level: null,
  domain: null,
};

const frameworksKey = (location: string, education: string) =>
  [...educationQueryKey(location, education), 'analysis', 'frameworks'] as const;

/** The education's links: the one read the design tree and the plan share (lib). */
export { frameworkLinksQueryOptions, useFrameworkLinks } from '@/lib/framework-link-queries';

export const frameworkCoverageQueryOptions = (
  location: string,
  education: string,
  framework: number,
  filters: TCoverageFilters,
) =>
  queryOptions({
    queryKey: [...frameworksKey(location, education), framework, filters] as const,
    queryFn: async ({ signal }): Promise<TFrameworkCoverage> =>
      (
        await callEndpoint('getFrameworkCoverage', {
          params: { location, education, framework },
          query: {
            school_exam_only: filters.schoolExamOnly ? 'true' : 'false',
            level: filters.level ?? undefined,
            domain: filters.domain ?? undefined,
          },
          signal,
        })
      ).data,
    // 404: a framework of another location, or removed; the tab says so.
    meta: { handlesStatus: [403, 404] },
  });

/**
 * One framework's coverage; nothing is fetched while `framework` is null. While a changed filter
 * loads, the table of the same framework stays (never another framework's).
 */
export function useFrameworkCoverage(
  location: string,
  education: string,
  framework: number | null,
  filters: TCoverageFilters,
) {
  return useQuery({
    ...frameworkCoverageQueryOptions(location, education, framework ?? 0, filters),
    enabled: framework !== null,
    placeholderData: (previous) => (previous?.framework.id === framework ? previous : undefined),
  });
}
