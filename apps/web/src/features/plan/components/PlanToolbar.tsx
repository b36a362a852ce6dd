import { Button, Group } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { TTermWords } from '@cp/contracts';
import { capitalize } from '@/lib/use-terms';

/** Above the timeline: add a special block, or place an elective (while one is left to place). */
export function PlanToolbar({
  terms,
  electivesLeft,
  onAddBlock,
  onAddElective,
}: {
  terms: TTermWords;
  /** Whether an elective of the design is not placed in this year yet. */
  electivesLeft: boolean;
  onAddBlock: () => void;
  onAddElective: () => void;
}) {
  const { t } = useTranslation();
  return (
    <Group gap="xs">
      <Button variant="light" size="xs" onClick={onAddBlock}>
        {t('planScreen.block.add')}
      </Button>
      <Button
        variant="light"
        size="xs"
        disabled={!electivesLeft}
        title={
          !electivesLeft
            ? t('planScreen.elective.nonLeft', {
                electiveSubjects: terms.electiveSubjects,
                educationYear: terms.educationYear,
              })
            : undefined
        }
        onClick={onAddElective}
      >
        {capitalize(t('planScreen.elective.add', { electiveSubject: terms.electiveSubject }))}
      </Button>
    </Group>
  );
}
