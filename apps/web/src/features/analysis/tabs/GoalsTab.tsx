import { Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { TGoalsAnalysis } from '@cp/contracts';
import { useTerms } from '@/lib/use-terms';
import { GoalFilterBar } from './GoalFilterBar';
import { GoalList } from './GoalList';
import type { TAnalysisTabProps } from './tab-props';
import { useGoalFilters } from './use-goal-filters';

/**
 * Goals (docs/analysis.md "What each tab counts"): the competence → outcome → goal tree with, per
 * goal, its clusters, the tests that cover it and the links that practise it in the year; filters
 * "not in a cluster", "not tested", "tested only once", by competence and level, and the screen's
 * period (only tests in it count). 600 goals stay smooth: only the rows in view are rendered
 * (virtualised list).
 */
export function GoalsTab({ data, filters, links }: TAnalysisTabProps<TGoalsAnalysis>) {
  const { t } = useTranslation();
  const terms = useTerms();
  const goals = useGoalFilters(data, filters);
  const goalCount = goals.rows.filter((row) => row.type === 'goal').length;
  const otherFilters =
    filters.clusterGroupId !== null ||
    filters.subjectId !== null ||
    filters.testKind !== null ||
    filters.testSize !== null;

  return (
    <Stack gap="sm">
      <GoalFilterBar
        data={data}
        levels={goals.levels}
        competence={goals.competence}
        level={goals.level}
        status={goals.status}
        goalCount={goalCount}
        onCompetence={goals.setCompetence}
        onLevel={goals.setLevel}
        onStatus={goals.setStatus}
      />
      {goals.weeks && (
        <Text size="sm" c="gray.7">
          {t('analysis.goals.periodNote')}
        </Text>
      )}
      {otherFilters && (
        <Text size="sm" c="gray.7">
          {t('analysis.goals.otherFiltersNote', {
            clusterGroup: terms.clusterGroup,
            subject: terms.subject,
            learningGoals: terms.learningGoals,
            learningGoal: terms.learningGoal,
            cluster: terms.cluster,
          })}
        </Text>
      )}
      <GoalList rows={goals.rows} data={data} links={links} />
    </Stack>
  );
}
