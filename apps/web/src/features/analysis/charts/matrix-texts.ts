import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { TAnalysisCluster } from '@cp/contracts';
import { capitalize, useTerms } from '@/lib/use-terms';
import { FLAG_ORDER, hasFlag, type TCoverageFlag } from './coverage-model';
import { useNumberFormat } from './format';
import { compileTemplate } from './template';

/**
 * The matrix's words. Called for every cell in view on every scroll step, so they must be cheap:
 * CoverageTab builds them from templates translated once, not with a translation per call.
 */
export type TMatrixTexts = {
  grid: string;
  corner: string;
  totalOf: (flag: TCoverageFlag) => string;
  cell: (goal: string, cluster: string, flags: number) => string;
  goalLink: (goal: string) => string;
  clusterLink: (cluster: TAnalysisCluster) => string;
  rowTotal: (goal: string, flag: TCoverageFlag, count: number) => string;
  columnTotal: (cluster: string, flag: TCoverageFlag, count: number) => string;
  format: (value: number) => string;
};

/**
 * The coverage matrix's words in the interface language, with the school's terms. The labels
 * of cells and totals are compiled templates (translated once per language), because every
 * cell in view asks for one on every scroll step.
 */
export function useMatrixTexts(): TMatrixTexts {
  const { t, i18n } = useTranslation();
  const terms = useTerms();
  const format = useNumberFormat();
  return useMemo(() => {
    const names = Object.fromEntries(
      FLAG_ORDER.map((flag) => [flag, t(`analysisCharts.coverage.flags.${flag}`)]),
    ) as Record<TCoverageFlag, string>;
    const flagName = (flag: TCoverageFlag) => names[flag];
    // The words of each of the eight flag combinations.
    const flagWords = Array.from({ length: 8 }, (_, flags) => {
      const names = FLAG_ORDER.filter((flag) => hasFlag(flags, flag)).map(flagName);
      return names.length ? names.join(', ') : t('analysisCharts.coverage.none');
    });
    const cell = compileTemplate(['goal', 'cluster', 'flags'] as const, (values) =>
      t('analysisCharts.coverage.cell', values),
    );
    // One template per form of the word: "in 1 cluster", "in 2 clusters" (issue 14).
    const plural = new Intl.PluralRules(i18n.language);
    const isOne = (count: number) => plural.select(count) === 'one';
    const rowTotalWith = (clusters: string) =>
      compileTemplate(['goal', 'flag', 'count'] as const, (values) =>
        t('analysisCharts.coverage.rowTotal', { ...values, clusters }),
      );
    const rowTotal = { one: rowTotalWith(terms.cluster), other: rowTotalWith(terms.clusters) };
    const columnTotalWith = (learningGoals: string) =>
      compileTemplate(['cluster', 'flag', 'count'] as const, (values) =>
        t('analysisCharts.coverage.columnTotal', { ...values, learningGoals }),
      );
    const columnTotal = {
      one: columnTotalWith(terms.learningGoal),
      other: columnTotalWith(terms.learningGoals),
    };
    const goalLink = compileTemplate(['goal'] as const, (values) =>
      t('analysisCharts.coverage.goalLink', values),
    );
    const clusterLink = compileTemplate(['cluster', 'start', 'end'] as const, (values) =>
      t('analysisCharts.coverage.clusterLink', values),
    );
    const totals = Object.fromEntries(
      FLAG_ORDER.map((flag) => [
        flag,
        t('analysisCharts.coverage.totalOf', {
          flag: flagName(flag),
          clusters: terms.clusters,
          learningGoals: terms.learningGoals,
        }),
      ]),
    ) as Record<TCoverageFlag, string>;
    return {
      grid: t('analysisCharts.coverage.grid', {
        learningGoals: terms.learningGoals,
        clusters: terms.clusters,
      }),
      corner: `${capitalize(terms.learningGoal)} \\ ${terms.cluster}`,
      totalOf: (flag) => totals[flag],
      cell: (goal, cluster, flags) => cell({ goal, cluster, flags: flagWords[flags] ?? '' }),
      goalLink: (goal) => goalLink({ goal }),
      clusterLink: (item) =>
        clusterLink({
          cluster: `${item.index} ${item.title}`,
          start: String(item.start_week),
          end: String(item.end_week),
        }),
      rowTotal: (goal, flag, count) =>
        rowTotal[isOne(count) ? 'one' : 'other']({
          goal,
          flag: flagName(flag),
          count: format(count),
        }),
      columnTotal: (cluster, flag, count) =>
        columnTotal[isOne(count) ? 'one' : 'other']({
          cluster,
          flag: flagName(flag),
          count: format(count),
        }),
      format,
    };
  }, [t, i18n.language, terms, format]);
}
