import { Checkbox, Group, NativeSelect } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { TFrameworkCoverage } from '@cp/contracts';
import type { TCoverageFilters } from '../api/framework-coverage-queries';

const ALL = '';

/**
 * The frameworks tab's own filters (`ZFrameworkCoverageQuerySchema`): school-exam items only
 * (offered where the framework marks them), a level and a domain (a top item). Native controls
 * with labels: reachable and usable by keyboard; each change asks the server again.
 */
export function CoverageFilters({
  coverage,
  filters,
  onFilters,
}: {
  coverage: TFrameworkCoverage;
  filters: TCoverageFilters;
  onFilters: (filters: TCoverageFilters) => void;
}) {
  const { t } = useTranslation();
  const set = (patch: Partial<TCoverageFilters>) => onFilters({ ...filters, ...patch });
  const any = t('frameworkCoverage.filters.any');
  const marksSchoolExam =
    filters.schoolExamOnly ||
    coverage.framework.source_kind === 'slo_exam' ||
    coverage.items.some((item) => item.school_exam !== null);
  return (
    <Group
      role="group"
      aria-label={t('frameworkCoverage.filters.label')}
      gap="md"
      align="flex-end"
      wrap="wrap"
    >
      {coverage.domains.length > 0 && (
        <NativeSelect
          label={t('frameworkCoverage.filters.domain')}
          value={filters.domain === null ? ALL : String(filters.domain)}
          onChange={(event) => {
            const value = event.currentTarget.value;
            set({ domain: value === ALL ? null : Number(value) });
          }}
          data={[
            { value: ALL, label: any },
            ...coverage.domains.map((domain) => ({
              value: String(domain.id),
              label: domain.label,
            })),
          ]}
          maw={360}
        />
      )}
      {coverage.levels.length > 0 && (
        <NativeSelect
          label={t('frameworkCoverage.filters.level')}
          value={filters.level ?? ALL}
          onChange={(event) => {
            const value = event.currentTarget.value;
            set({ level: value === ALL ? null : value });
          }}
          data={[{ value: ALL, label: any }, ...coverage.levels]}
        />
      )}
      {marksSchoolExam && (
        <Checkbox
          label={t('frameworkCoverage.filters.schoolExamOnly')}
          checked={filters.schoolExamOnly}
          onChange={(event) => set({ schoolExamOnly: event.currentTarget.checked })}
          mb={8}
        />
      )}
    </Group>
  );
}
