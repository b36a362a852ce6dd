import { Button, Group, Text } from '@mantine/core';
import type { TDesign } from '@cp/contracts';
import { useTree } from './TreeContext';
import type { TTreeFilter } from './tree-filter';

/** How many items the design has, and while filtering how many goals pass. */
export function TreeSummary({
  design,
  filter,
  goalTerm,
  onClearFilters,
}: {
  design: TDesign;
  filter: TTreeFilter;
  /** The school's word for as many learning goals as pass the filters. */
  goalTerm: string;
  onClearFilters: () => void;
}) {
  const { t, countOf } = useTree();
  return (
    <Group gap="sm" justify="space-between" wrap="wrap" mih={28}>
      <Text size="sm" c="dimmed">
        {t('design.tree.summary', {
          competences: countOf(design.competences.length, 'competence'),
          learningOutcomes: countOf(design.learning_outcomes.length, 'learning_outcome'),
          learningGoals: countOf(design.learning_goals.length, 'learning_goal'),
        })}
      </Text>
      {filter.active && (
        <Group gap="xs" wrap="nowrap">
          <Text size="sm" fw={600} role="status">
            {t('design.tree.goalMatches', { count: filter.goalCount, term: goalTerm })}
          </Text>
          <Button variant="subtle" size="compact-sm" onClick={onClearFilters}>
            {t('design.tree.clearFilters')}
          </Button>
        </Group>
      )}
    </Group>
  );
}
