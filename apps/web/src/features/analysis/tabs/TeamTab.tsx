import {
  Anchor,
  List,
  Popover,
  Stack,
  Table,
  Text,
  UnstyledButton,
  VisuallyHidden,
} from '@mantine/core';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { TTeamAnalysis } from '@cp/contracts';
import { capitalize, useTermCounts, useTerms } from '@/lib/use-terms';
import { CompareFigures, type TCompareRow } from '../components/CompareFigures';
import { useFormat } from '../use-format';
import { useNames } from '../use-names';
import classes from './analysis-tabs.module.css';
import { SortHeader } from './SortHeader';
import { nextSort, sortRows, type TSort } from './sort-rows';
import type { TAnalysisTabProps } from './tab-props';

type TTeacher = TTeamAnalysis['teachers'][number];
type TTeamColumn = 'teacher' | 'total' | 'special' | 'clusters';

/** The special blocks lying in each week (1-based), for the marked week headers. */
function blocksPerWeek(data: TTeamAnalysis): string[][] {
  const weeks = Array.from({ length: data.year.weeks }, (): string[] => []);
  for (const block of data.special_blocks) {
    for (let week = block.start_week; week <= block.end_week && week <= weeks.length; week += 1) {
      weeks[week - 1]?.push(block.name);
    }
  }
  return weeks;
}

/** The clusters a teacher carries, behind a button (a long list does not widen the table). */
function ClustersCell({
  teacher,
  data,
  links,
}: {
  teacher: TTeacher;
  data: TTeamAnalysis;
  links: TAnalysisTabProps<TTeamAnalysis>['links'];
}) {
  const { countOf } = useTermCounts();
  const clusters = new Map(data.clusters.map((cluster) => [cluster.planned_cluster_id, cluster]));
  const count = teacher.planned_cluster_ids.length;
  if (count === 0) return <>0</>;
  return (
    <Popover withArrow position="left" shadow="md">
      <Popover.Target>
        <UnstyledButton className={classes.sortButton} fw={400}>
          {countOf(count, 'cluster')}
        </UnstyledButton>
      </Popover.Target>
      <Popover.Dropdown maw={360}>
        <List size="sm" spacing={2}>
          {teacher.planned_cluster_ids.map((id) => {
            const cluster = clusters.get(id);
            return (
              <List.Item key={id}>
                <Anchor component={Link} to={links.plan(data.year.id, id)} size="sm">
                  {cluster ? `${cluster.index} ${cluster.short_title || cluster.title}` : id}
                </Anchor>
              </List.Item>
            );
          })}
        </List>
      </Popover.Dropdown>
    </Popover>
  );
}

/**
 * Team effort (SPEC: "The team tab shows teacher, class hours and special blocks"): per teacher
 * the class hours per week and per period, the clusters carried, the hours in weeks of special
 * blocks (those weeks are marked), and totals. Activities without a teacher are one row, named
 * as such, so their hours are not lost.
 */
export function TeamTab({ data, compare, label, links }: TAnalysisTabProps<TTeamAnalysis>) {
  const { t } = useTranslation();
  const terms = useTerms();
  const format = useFormat();
  const names = useNames();
  const [sort, setSort] = useState<TSort<TTeamColumn> | null>({
    key: 'teacher',
    direction: 'ascending',
  });
  const blocks = useMemo(() => blocksPerWeek(data), [data]);
  const weeks = Array.from({ length: data.year.weeks }, (_, index) => index + 1);
  const teacherName = (teacher: TTeacher) => teacher.teacher ?? t('analysis.team.noTeacher');
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
  const onSort = (column: TTeamColumn) => setSort((current) => nextSort(current, column));
  const sum = (pick: (teacher: TTeacher) => number) =>
    Math.round(data.teachers.reduce((total, teacher) => total + pick(teacher), 0) * 10) / 10;

  const compareRows = useMemo<TCompareRow[] | null>(() => {
    if (!compare) return null;
    const byName = (list: TTeacher[]) =>
      new Map(list.map((item) => [item.teacher ?? '', item.total]));
    const main = byName(data.teachers);
    const other = byName(compare.data.teachers);
    const keys = [...new Set([...main.keys(), ...other.keys()])].sort((a, b) => a.localeCompare(b));
    const total = (list: TTeacher[]) =>
      Math.round(list.reduce((value, item) => value + item.total, 0) * 10) / 10;
    return [
      ...keys.map((key) => ({
        key: `t:${key}`,
        label: key === '' ? t('analysis.team.noTeacher') : key,
        main: main.get(key) ?? null,
        other: other.get(key) ?? null,
      })),
      {
        key: 'total',
        label: t('analysis.team.total'),
        main: total(data.teachers),
        other: total(compare.data.teachers),
      },
    ];
  }, [compare, data.teachers, t]);

  if (data.teachers.length === 0) {
    return <Text size="sm">{t('analysis.team.none')}</Text>;
  }
  const hours = (value: number) => (value === 0 ? '' : format.number(value));

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
      <Table.ScrollContainer minWidth={600} maxHeight={640} className={classes.sticky}>
        <Table
          withTableBorder
          withColumnBorders
          captionSide="top"
          fz="xs"
          verticalSpacing={4}
          horizontalSpacing={6}
        >
          <Table.Caption ta="left" fw={600} c="var(--mantine-color-text)">
            {t('analysis.team.caption', { label })}
          </Table.Caption>
          <Table.Thead>
            <Table.Tr>
              <SortHeader column="teacher" sort={sort} onSort={onSort}>
                {t('analysis.team.teacher')}
              </SortHeader>
              {data.year.periods.map((period) => (
                <Table.Th key={period.id} scope="col" ta="right">
                  {names.period(period)}
                </Table.Th>
              ))}
              <SortHeader column="total" sort={sort} onSort={onSort} numeric>
                {t('analysis.team.total')}
              </SortHeader>
              <SortHeader column="special" sort={sort} onSort={onSort} numeric>
                {t('analysis.team.inSpecialBlocks')}
              </SortHeader>
              <SortHeader column="clusters" sort={sort} onSort={onSort}>
                {capitalize(terms.clusters)}
              </SortHeader>
              {weeks.map((week) => {
                const blockNames = blocks[week - 1] ?? [];
                return (
                  <Table.Th
                    key={week}
                    scope="col"
                    ta="right"
                    className={blockNames.length ? classes.special : undefined}
                    title={blockNames.length ? blockNames.join(', ') : undefined}
                  >
                    {week}
                    {blockNames.length > 0 && (
                      <>
                        <span aria-hidden> ◆</span>
                        <VisuallyHidden>
                          {t('analysis.team.specialWeek', { names: blockNames.join(', ') })}
                        </VisuallyHidden>
                      </>
                    )}
                  </Table.Th>
                );
              })}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {rows.map((teacher) => (
              <Table.Tr key={teacher.teacher ?? ''}>
                <Table.Th
                  scope="row"
                  className={classes.firstColumn}
                  fw={teacher.teacher ? 600 : 400}
                >
                  {teacher.teacher ?? (
                    <Text span fs="italic" size="xs">
                      {teacherName(teacher)}
                    </Text>
                  )}
                </Table.Th>
                {data.year.periods.map((period) => (
                  <Table.Td key={period.id} ta="right">
                    {format.number(
                      teacher.periods.find((item) => item.period_id === period.id)?.class_hours ??
                        0,
                    )}
                  </Table.Td>
                ))}
                <Table.Td ta="right" fw={700}>
                  {format.number(teacher.total)}
                </Table.Td>
                <Table.Td ta="right">{format.number(teacher.hours_in_special_blocks)}</Table.Td>
                <Table.Td>
                  <ClustersCell teacher={teacher} data={data} links={links} />
                </Table.Td>
                {weeks.map((week) => (
                  <Table.Td
                    key={week}
                    ta="right"
                    className={(blocks[week - 1]?.length ?? 0) > 0 ? classes.special : undefined}
                  >
                    {hours(teacher.weeks[week - 1] ?? 0)}
                  </Table.Td>
                ))}
              </Table.Tr>
            ))}
          </Table.Tbody>
          <Table.Tfoot>
            <Table.Tr>
              <Table.Th scope="row" className={classes.firstColumn}>
                {t('analysis.team.total')}
              </Table.Th>
              {data.year.periods.map((period) => (
                <Table.Td key={period.id} ta="right" fw={700}>
                  {format.number(
                    sum(
                      (teacher) =>
                        teacher.periods.find((item) => item.period_id === period.id)?.class_hours ??
                        0,
                    ),
                  )}
                </Table.Td>
              ))}
              <Table.Td ta="right" fw={700}>
                {format.number(sum((teacher) => teacher.total))}
              </Table.Td>
              <Table.Td ta="right" fw={700}>
                {format.number(sum((teacher) => teacher.hours_in_special_blocks))}
              </Table.Td>
              <Table.Td />
              {weeks.map((week) => (
                <Table.Td key={week} ta="right" fw={700}>
                  {hours(sum((teacher) => teacher.weeks[week - 1] ?? 0))}
                </Table.Td>
              ))}
            </Table.Tr>
          </Table.Tfoot>
        </Table>
      </Table.ScrollContainer>
    </Stack>
  );
}
