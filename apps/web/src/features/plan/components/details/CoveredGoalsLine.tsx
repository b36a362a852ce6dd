import { Text } from '@mantine/core';
import type { TDesign } from '@cp/contracts';
import { capitalize, useTerms } from '@/lib/use-terms';
import { goalLabels } from './details-model';

/** The learning goals a test or link covers, as a line of its list row (all of them on hover). */
export function CoveredGoalsLine({
  design,
  goalIds,
}: {
  design: TDesign | undefined;
  goalIds: readonly number[];
}) {
  const terms = useTerms();
  const goals = goalLabels(design, goalIds);
  if (goals.length === 0) return null;
  return (
    <Text size="xs" c="dimmed" mt={4} lineClamp={2} title={goals.join('\n')}>
      {capitalize(terms.learningGoals)}: {goals.join(', ')}
    </Text>
  );
}
