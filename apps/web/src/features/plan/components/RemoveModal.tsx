import { List, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { TYearPlan } from '@cp/contracts';
import { ConfirmDialog } from '@/components/ConfirmDialog';
import { useTerms } from '@/lib/use-terms';
import type { TTimelineRow } from '../timeline-model';

/** What goes along with a planned cluster or slot: its content, counted per list. */
function contentOf(plan: TYearPlan, row: TTimelineRow) {
  const ids = new Set(
    row.kind === 'elective'
      ? plan.planned_clusters
          .filter((item) => item.planned_elective_id === row.slot.id)
          .map((item) => item.id)
      : [row.planned.id],
  );
  const count = (list: { planned_cluster_id: number }[]) =>
    list.filter((item) => ids.has(item.planned_cluster_id)).length;
  return {
    choices: row.kind === 'elective' ? ids.size : 0,
    tests: count(plan.tests),
    checkups: count(plan.checkups),
    activities: count(plan.activities),
    links: count(plan.links),
    materials: count(plan.materials),
  };
}

/**
 * Confirms taking a planned cluster or an elective slot off the plan, naming what goes along
 * (its tests, check moments, activities, links and materials; a slot's choices).
 */
export function RemoveModal({
  plan,
  row,
  name,
  onConfirm,
  onClose,
}: {
  plan: TYearPlan;
  row: TTimelineRow;
  name: string;
  onConfirm: () => void;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const terms = useTerms();
  const content = contentOf(plan, row);
  const parts = (
    [
      ['choices', content.choices],
      ['tests', content.tests],
      ['checkups', content.checkups],
      ['activities', content.activities],
      ['links', content.links],
      ['materials', content.materials],
    ] as const
  ).filter(([, count]) => count > 0);
  return (
    <ConfirmDialog
      opened
      title={t('planScreen.remove.title', { name })}
      confirmLabel={t('planScreen.remove.confirm')}
      danger
      size="md"
      onCancel={onClose}
      onConfirm={() => {
        onConfirm();
        onClose();
      }}
    >
      <Text size="sm">
        {row.kind === 'elective'
          ? t('planScreen.remove.electiveText', {
              name,
              electiveSubject: terms.electiveSubject,
              educationYear: terms.educationYear,
            })
          : t('planScreen.remove.clusterText', {
              name,
              cluster: terms.cluster,
              educationYear: terms.educationYear,
            })}
      </Text>
      {parts.length > 0 ? (
        <>
          <Text size="sm">{t('planScreen.remove.alsoRemoves')}</Text>
          <List size="sm">
            {parts.map(([part, count]) => (
              <List.Item key={part}>{t(`planScreen.remove.parts.${part}`, { count })}</List.Item>
            ))}
          </List>
        </>
      ) : (
        <Text size="sm" c="dimmed">
          {t('planScreen.remove.nothingElse')}
        </Text>
      )}
    </ConfirmDialog>
  );
}
