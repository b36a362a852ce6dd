import { Stack, Text } from '@mantine/core';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { TTeamAnalysis } from '@cp/contracts';
import { CompareFigures, type TCompareRow } from '../components/CompareFigures';
import { sortRows } from './sort-rows';
import type { TAnalysisTabProps } from './tab-props';
import { blocksPerWeek, teamCompareRows } from './team-figures';
import { TeamTable, type TTeamColumn } from './TeamTable';
import { useSort } from './use-sort';

/**
 * Team effort (docs/analysis.md "What each tab counts"): per teacher the class hours per week and
 * per period, the clusters carried, the hours in weeks of special blocks (those weeks are marked),
 * and totals. Activities without a teacher are one row, named as such, so their hours are not lost.
 */
export function TeamTab({ data, compare, label, links }: TAnalysisTabProps<TTeamAnalysis>) {
  const { t } = useTranslation();
  const { sort, onSort } = useSort<TTeamColumn>({ key: 'teacher', direction: 'ascending' });
  const blocks = useMemo(() => blocksPerWeek(data), [data]);
  const rows = useMemo(
    () =>
      sortRows(data.teachers, sort, (teacher, key) => {
        if (key === 'teacher') return teacher.teacher;
        if (key === 'total') return teacher.total;
        if (key === 'special') return teacher.hours_in_special_blocks;
        return teacher.planned_cluster_ids.length;
      }),
    [data.teachers, sort],
  );
  const compareRows = useMemo<TCompareRow[] | null>(
    () =>
      compare
        ? teamCompareRows(data.teachers, compare.data.teachers, {
            noTeacher: t('analysis.team.noTeacher'),
            total: t('analysis.team.total'),
          })
        : null,
    [compare, data.teachers, t],
  );

  if (data.teachers.length === 0) {
    return <Text size="sm">{t('analysis.team.none')}</Text>;
  }
  return (
    <Stack gap="md">
      {compare && compareRows && (
        <CompareFigures
          caption={t('analysis.team.compareCaption')}
          mainLabel={label}
          otherLabel={compare.label}
          rows={compareRows}
        />
      )}
      <Text size="sm" c="gray.7">
        {t('analysis.team.hint')}
      </Text>
      <TeamTable
        data={data}
        rows={rows}
        blocks={blocks}
        label={label}
        sort={sort}
        onSort={onSort}
        links={links}
      />
    </Stack>
  );
}
