import { Group, NativeSelect, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { TGoalsAnalysis } from '@cp/contracts';
import { capitalize, useTermCounts, useTerms } from '@/lib/use-terms';
import { GOAL_STATUSES, type TGoalStatus } from './goal-rows';
import { ANY } from './use-goal-filters';

/** The goals tab's own filters (competence, level, what to show) and how many goals they leave. */
export function GoalFilterBar({
  data,
  levels,
  competence,
  level,
  status,
  goalCount,
  onCompetence,
  onLevel,
  onStatus,
}: {
  data: TGoalsAnalysis;
  levels: string[];
  competence: string;
  level: string;
  status: TGoalStatus;
  goalCount: number;
  onCompetence: (competence: string) => void;
  onLevel: (level: string) => void;
  onStatus: (status: TGoalStatus) => void;
}) {
  const { t } = useTranslation();
  const terms = useTerms();
  const { countOf } = useTermCounts();
  const statusLabels: Record<TGoalStatus, string> = {
    all: t('analysis.goals.status.all', { learningGoals: terms.learningGoals }),
    notInCluster: t('analysis.goals.status.notInCluster', { cluster: terms.cluster }),
    notTested: t('analysis.goals.status.notTested'),
    testedOnce: t('analysis.goals.status.testedOnce'),
  };
  return (
    <Group gap="sm" align="flex-end" wrap="wrap">
      <NativeSelect
        label={capitalize(terms.competence)}
        value={competence}
        onChange={(event) => onCompetence(event.currentTarget.value)}
        data={[
          { value: ANY, label: t('analysis.filters.any') },
          ...data.competences.map((item) => ({
            value: String(item.id),
            label: `${item.index} ${item.title}`,
          })),
        ]}
        style={{ flex: '0 1 320px' }}
      />
      <NativeSelect
        label={t('analysis.goals.level')}
        value={level}
        onChange={(event) => onLevel(event.currentTarget.value)}
        data={[{ value: ANY, label: t('analysis.filters.any') }, ...levels]}
      />
      <NativeSelect
        label={t('analysis.goals.show')}
        value={status}
        onChange={(event) =>
          onStatus(GOAL_STATUSES.find((item) => item === event.currentTarget.value) ?? 'all')
        }
        data={GOAL_STATUSES.map((value) => ({ value, label: statusLabels[value] }))}
      />
      <Text size="sm" role="status" mb={8}>
        {countOf(goalCount, 'learning_goal')}
      </Text>
    </Group>
  );
}
