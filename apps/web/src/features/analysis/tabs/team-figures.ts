import type { TTeamAnalysis } from '@cp/contracts';
import type { TCompareRow } from '../components/CompareFigures';

/*
 * The team tab's figures as plain data: the special blocks per week for the marked week headers,
 * the sums of the totals row and the rows the compare table lines up (teachers by name).
 */

export type TTeacher = TTeamAnalysis['teachers'][number];

/** The special blocks lying in each week (1-based), for the marked week headers. */
export function blocksPerWeek(data: TTeamAnalysis): string[][] {
  const weeks = Array.from({ length: data.year.weeks }, (): string[] => []);
  for (const block of data.special_blocks) {
    for (let week = block.start_week; week <= block.end_week && week <= weeks.length; week += 1) {
      weeks[week - 1]?.push(block.name);
    }
  }
  return weeks;
}

/** A figure summed over the teachers, to one decimal. */
export function sumOfTeachers(teachers: TTeacher[], pick: (teacher: TTeacher) => number): number {
  return Math.round(teachers.reduce((total, teacher) => total + pick(teacher), 0) * 10) / 10;
}

/** A teacher's class hours in a period (0 when the teacher has none there). */
export function periodHours(teacher: TTeacher, periodId: number): number {
  return teacher.periods.find((item) => item.period_id === periodId)?.class_hours ?? 0;
}

/** Each teacher's total on both sides, by name, and the total of all. */
export function teamCompareRows(
  main: TTeacher[],
  other: TTeacher[],
  words: { noTeacher: string; total: string },
): TCompareRow[] {
  const byName = (list: TTeacher[]) =>
    new Map(list.map((item) => [item.teacher ?? '', item.total]));
  const mainTotals = byName(main);
  const otherTotals = byName(other);
  const keys = [...new Set([...mainTotals.keys(), ...otherTotals.keys()])].sort((a, b) =>
    a.localeCompare(b),
  );
  return [
    ...keys.map((key) => ({
      key: `t:${key}`,
      label: key === '' ? words.noTeacher : key,
      main: mainTotals.get(key) ?? null,
      other: otherTotals.get(key) ?? null,
    })),
    {
      key: 'total',
      label: words.total,
      main: sumOfTeachers(main, (item) => item.total),
      other: sumOfTeachers(other, (item) => item.total),
    },
  ];
}
