import { useTranslation } from 'react-i18next';
import type { TAnalysisTab } from '@cp/contracts';
import { capitalize, useTerms } from '@/lib/use-terms';

/**
 * The names of the tabs (docs/analysis.md "Screen"), through the naming hook where a renamable
 * term is the name.
 */
export function useTabLabels(): Record<TAnalysisTab, string> {
  const { t } = useTranslation();
  const terms = useTerms();
  return {
    planning: t('analysis.tabs.planning'),
    goals: capitalize(terms.learningGoals),
    tests: t('analysis.tabs.tests'),
    intensity: t('analysis.tabs.intensity'),
    coverage: t('analysis.tabs.coverage'),
    'tests-overview': t('analysis.tabs.testsOverview'),
    team: t('analysis.tabs.team'),
  };
}
