import { Button, Group, NativeSelect } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import {
  TEST_KINDS,
  TEST_SIZES,
  type TAnalysisSummary,
  type TTestKind,
  type TTestSize,
} from '@cp/contracts';
import { capitalize, useTerms } from '@/lib/use-terms';
import { NO_FILTERS, type TAnalysisFilters } from '../tabs/tab-props';
import { useNames } from '../use-names';

const ALL = '';

const asId = (value: string) => (value === ALL ? null : Number(value));

/**
 * The filters of the tabs that have them (ANALYSIS_FILTERABLE_TABS): period, cluster group,
 * subject, test kind and size. One set for the screen, so switching tabs keeps them.
 */
export function FilterBar({
  periods,
  summary,
  filters,
  onFilters,
}: {
  periods: { id: number; position: number; name: string | null }[];
  summary: Pick<TAnalysisSummary, 'cluster_groups' | 'subjects'>;
  filters: TAnalysisFilters;
  onFilters: (filters: TAnalysisFilters) => void;
}) {
  const { t } = useTranslation();
  const terms = useTerms();
  const names = useNames();
  const any = t('analysis.filters.any');
  const set = (patch: Partial<TAnalysisFilters>) => onFilters({ ...filters, ...patch });
  const active = Object.values(filters).some((value) => value !== null);
  const value = (item: string | number | null) => (item === null ? ALL : String(item));
  return (
    <Group
      role="group"
      aria-label={t('analysis.filters.label')}
      gap="sm"
      align="flex-end"
      wrap="wrap"
    >
      <NativeSelect
        label={t('analysis.filters.period')}
        value={value(filters.periodId)}
        onChange={(event) => set({ periodId: asId(event.currentTarget.value) })}
        data={[
          { value: ALL, label: any },
          ...periods.map((period) => ({ value: String(period.id), label: names.period(period) })),
        ]}
      />
      <NativeSelect
        label={capitalize(terms.clusterGroup)}
        value={value(filters.clusterGroupId)}
        onChange={(event) => set({ clusterGroupId: asId(event.currentTarget.value) })}
        data={[
          { value: ALL, label: any },
          ...summary.cluster_groups.map((group) => ({
            value: String(group.id),
            label: group.title,
          })),
        ]}
      />
      <NativeSelect
        label={capitalize(terms.subject)}
        value={value(filters.subjectId)}
        onChange={(event) => set({ subjectId: asId(event.currentTarget.value) })}
        data={[
          { value: ALL, label: any },
          ...summary.subjects.map((subject) => ({
            value: String(subject.id),
            label: subject.title,
          })),
        ]}
      />
      <NativeSelect
        label={t('analysis.filters.kind')}
        value={value(filters.testKind)}
        onChange={(event) =>
          set({
            testKind:
              event.currentTarget.value === ALL ? null : (event.currentTarget.value as TTestKind),
          })
        }
        data={[
          { value: ALL, label: any },
          ...TEST_KINDS.map((kind) => ({ value: kind, label: t(`planItems.kinds.${kind}`) })),
        ]}
      />
      <NativeSelect
        label={t('analysis.filters.size')}
        value={value(filters.testSize)}
        onChange={(event) =>
          set({
            testSize:
              event.currentTarget.value === ALL ? null : (event.currentTarget.value as TTestSize),
          })
        }
        data={[
          { value: ALL, label: any },
          ...TEST_SIZES.map((size) => ({ value: size, label: t(`planItems.sizes.${size}`) })),
        ]}
      />
      {active && (
        <Button variant="subtle" onClick={() => onFilters(NO_FILTERS)}>
          {t('analysis.filters.clear')}
        </Button>
      )}
    </Group>
  );
}
