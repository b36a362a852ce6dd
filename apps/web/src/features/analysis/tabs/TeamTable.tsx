import { Anchor, List, Popover, Table, Text, UnstyledButton, VisuallyHidden } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { TTeamAnalysis } from '@cp/contracts';
import { capitalize, useTermCounts, useTerms } from '@/lib/use-terms';
import { useFormat } from '../use-format';
import { useNames } from '../use-names';
import classes from './analysis-tabs.module.css';
import { SortHeader } from './SortHeader';
import type { TSort } from './sort-rows';
import type { TAnalysisLinks } from './tab-props';
import { periodHours, sumOfTeachers, type TTeacher } from './team-figures';

export type TTeamColumn = 'teacher' | 'total' | 'special' | 'clusters';

type TTeamTableProps = {
  data: TTeamAnalysis;
  /** The teachers in the chosen order. */
  rows: TTeacher[];
  /** The special blocks of each week (weeks 1-based, index 0 is week 1). */
  blocks: string[][];
  label: string;
  sort: TSort<TTeamColumn> | null;
  onSort: (column: TTeamColumn) => void;
  links: TAnalysisLinks;
};

/** Hours of a week: an empty cell for none, so the weeks with work stand out. */
function useHours() {
  const format = useFormat();
  return (value: number) => (value === 0 ? '' : format.number(value));
}

/** The clusters a teacher carries, behind a button (a long list does not widen the table). */
function ClustersCell({
  teacher,
  data,
  links,
}: {
  teacher: TTeacher;
  data: TTeamAnalysis;
  links: TAnalysisLinks;
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

/** A week's column header, marked when special blocks lie in it. */
function WeekHeader({ week, blockNames }: { week: number; blockNames: string[] }) {
  const { t } = useTranslation();
  return (
    <Table.Th
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
}

function TeamHead({
  data,
  weeks,
  blocks,
  sort,
  onSort,
}: Pick<TTeamTableProps, 'data' | 'blocks' | 'sort' | 'onSort'> & { weeks: number[] }) {
  const { t } = useTranslation();
  const terms = useTerms();
  const names = useNames();
  return (
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
        {weeks.map((week) => (
          <WeekHeader key={week} week={week} blockNames={blocks[week - 1] ?? []} />
        ))}
      </Table.Tr>
    </Table.Thead>
  );
}

function TeacherRow({
  teacher,
  data,
  weeks,
  blocks,
  links,
}: Pick<TTeamTableProps, 'data' | 'blocks' | 'links'> & { teacher: TTeacher; weeks: number[] }) {
  const { t } = useTranslation();
  const format = useFormat();
  const hours = useHours();
  return (
    <Table.Tr>
      <Table.Th scope="row" className={classes.firstColumn} fw={teacher.teacher ? 600 : 400}>
        {teacher.teacher ?? (
          <Text span fs="italic" size="xs">
            {t('analysis.team.noTeacher')}
          </Text>
        )}
      </Table.Th>
      {data.year.periods.map((period) => (
        <Table.Td key={period.id} ta="right">
          {format.number(periodHours(teacher, period.id))}
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
  );
}

function TeamTotals({ data, weeks }: { data: TTeamAnalysis; weeks: number[] }) {
  const { t } = useTranslation();
  const format = useFormat();
  const hours = useHours();
  const sum = (pick: (teacher: TTeacher) => number) => sumOfTeachers(data.teachers, pick);
  return (
    <Table.Tfoot>
      <Table.Tr>
        <Table.Th scope="row" className={classes.firstColumn}>
          {t('analysis.team.total')}
        </Table.Th>
        {data.year.periods.map((period) => (
          <Table.Td key={period.id} ta="right" fw={700}>
            {format.number(sum((teacher) => periodHours(teacher, period.id)))}
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
  );
}

/**
 * Per teacher the class hours per period and per week, the total, the hours in weeks of special
 * blocks and the clusters carried; the weeks of special blocks are marked, totals at the foot.
 */
export function TeamTable({ data, rows, blocks, label, sort, onSort, links }: TTeamTableProps) {
  const { t } = useTranslation();
  const weeks = Array.from({ length: data.year.weeks }, (_, index) => index + 1);
  return (
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
        <TeamHead data={data} weeks={weeks} blocks={blocks} sort={sort} onSort={onSort} />
        <Table.Tbody>
          {rows.map((teacher) => (
            <TeacherRow
              key={teacher.teacher ?? ''}
              teacher={teacher}
              data={data}
              weeks={weeks}
              blocks={blocks}
              links={links}
            />
          ))}
        </Table.Tbody>
        <TeamTotals data={data} weeks={weeks} />
      </Table>
    </Table.ScrollContainer>
  );
}
