import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { TEST_KINDS, TEST_SIZES, type TTestsOverview } from '@cp/contracts';
import { capitalize, useTerms } from '@/lib/use-terms';
import type { TCompareRow } from '../components/CompareFigures';

type TTest = TTestsOverview['tests'][number];

function totals(tests: TTest[]) {
  const sum = (pick: (test: TTest) => number | null) =>
    Math.round(tests.reduce((total, test) => total + (pick(test) ?? 0), 0) * 10) / 10;
  return {
    count: tests.length,
    kinds: Object.fromEntries(
      TEST_KINDS.map((kind) => [kind, tests.filter((x) => x.kind === kind).length]),
    ),
    sizes: Object.fromEntries(
      TEST_SIZES.map((size) => [size, tests.filter((x) => x.size === size).length]),
    ),
    minutes: sum((test) => test.minutes),
    weight: sum((test) => test.weight),
    ects: sum((test) => test.ects),
    noGoals: tests.filter((test) => test.goals.length === 0).length,
  };
}

/** The totals of the shown tests of both sides side by side; null when not comparing. */
export function useTestsOverviewCompareRows(
  tests: TTest[],
  otherTests: TTest[] | null,
): TCompareRow[] | null {
  const { t } = useTranslation();
  const terms = useTerms();
  return useMemo<TCompareRow[] | null>(() => {
    if (!otherTests) return null;
    const main = totals(tests);
    const other = totals(otherTests);
    return [
      {
        key: 'count',
        label: t('analysis.testsOverview.count'),
        main: main.count,
        other: other.count,
      },
      ...TEST_KINDS.map((kind) => ({
        key: kind,
        label: t(`planItems.kinds.${kind}`),
        main: main.kinds[kind] ?? 0,
        other: other.kinds[kind] ?? 0,
      })),
      ...TEST_SIZES.map((size) => ({
        key: size,
        label: t(`planItems.sizes.${size}`),
        main: main.sizes[size] ?? 0,
        other: other.sizes[size] ?? 0,
      })),
      {
        key: 'minutes',
        label: t('analysis.table.minutes'),
        main: main.minutes,
        other: other.minutes,
      },
      { key: 'weight', label: t('analysis.table.weight'), main: main.weight, other: other.weight },
      { key: 'ects', label: capitalize(terms.credits), main: main.ects, other: other.ects },
      {
        key: 'noGoals',
        label: t('analysis.testsOverview.noGoals', { learningGoals: terms.learningGoals }),
        main: main.noGoals,
        other: other.noGoals,
      },
    ];
  }, [tests, otherTests, t, terms]);
}
