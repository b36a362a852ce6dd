import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import type { TFunction } from 'i18next';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { TDesign, TTermWords } from '@cp/contracts';
import { capitalize } from '@/lib/use-terms';
import { useDeleteItem } from '../api/delete-item';
import { deleteImpact, type TDeleteImpact } from '../design-tree';
import { itemName, useTree, type TTreeItemOf, type TTreeKind } from './TreeContext';
import { notifyDesignFailure } from '../design-errors';

const TERM_OF = {
  competences: ['competence', 'competences'],
  'learning-clusters': ['learningCluster', 'learningClusters'],
  'learning-outcomes': ['learningOutcome', 'learningOutcomes'],
  'learning-goals': ['learningGoal', 'learningGoals'],
} as const satisfies Record<TTreeKind, readonly [keyof TTermWords, keyof TTermWords]>;

/** "3 learning outcomes" in the school's words. */
function counted(count: number, terms: TTermWords, kind: TTreeKind) {
  const [one, many] = TERM_OF[kind];
  return `${count} ${count === 1 ? terms[one] : terms[many]}`;
}

/**
 * The sentence that says what else a delete removes: "This also removes 3 learning outcomes and
 * 12 learning goals, and their links to clusters." (pure, so it is easy to test).
 */
export function deleteWarning(
  impact: TDeleteImpact,
  terms: TTermWords,
  t: TFunction,
  language: string,
): string {
  const parts: string[] = [];
  if (impact.learningClusters > 0)
    parts.push(counted(impact.learningClusters, terms, 'learning-clusters'));
  if (impact.learningOutcomes > 0)
    parts.push(counted(impact.learningOutcomes, terms, 'learning-outcomes'));
  if (impact.learningGoals > 0) parts.push(counted(impact.learningGoals, terms, 'learning-goals'));
  const items = new Intl.ListFormat(language, { type: 'conjunction' }).format(parts);
  const links = impact.goalLinks;
  if (impact.ungroupedOutcomes > 0) {
    return t('design.tree.ungroups', {
      count: impact.ungroupedOutcomes,
      learningOutcome: terms.learningOutcome,
      learningOutcomes: terms.learningOutcomes,
      learningCluster: terms.learningCluster,
    });
  }
  if (parts.length > 0 && links > 0) {
    return t('design.tree.removesAlsoWithLinks', { items, clusters: terms.clusters });
  }
  if (parts.length > 0) return t('design.tree.removesAlso', { items });
  if (links > 0) {
    return t('design.tree.removesLinks', {
      links: `${links} ${links === 1 ? terms.cluster : terms.clusters}`,
    });
  }
  return t('design.deleteNothingElse');
}

/** Asks before a delete, naming what else goes with it; deletes on confirmation. */
export function TreeDeleteModal<K extends TTreeKind>({
  design,
  location,
  education,
  kind,
  item,
  onClose,
}: {
  design: TDesign;
  location: string;
  education: string;
  kind: K;
  item: TTreeItemOf[K];
  onClose: () => void;
}) {
  const { t, terms } = useTree();
  const remove = useDeleteItem(location, education);
  const impact = useMemo(() => deleteImpact(design, kind, item.id), [design, kind, item.id]);
  const term = terms[TERM_OF[kind][0]];
  const name = itemName(item);
  const { i18n } = useTranslation();

  const confirm = async () => {
    try {
      await remove.mutateAsync({ kind, id: item.id });
      notifications.show({
        color: 'green',
        message: t('design.deleted', { name }),
      });
      onClose();
    } catch (error) {
      notifyDesignFailure(error, t, t('design.deleteFailed', { item: term }));
    }
  };

  return (
    <Modal
      opened
      onClose={onClose}
      centered
      title={capitalize(t('design.deleteTitle', { item: term }))}
    >
      <Stack gap="lg">
        <Text>{t('design.deleteConfirm', { name })}</Text>
        <Text>{deleteWarning(impact, terms, t, i18n.language)}</Text>
        <Text size="sm" c="dimmed">
          {t('design.tree.cannotUndo')}
        </Text>
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {t('design.cancel')}
          </Button>
          <Button
            color="red"
            loading={remove.isPending}
            onClick={() => void confirm()}
            data-autofocus
          >
            {t('design.deleteButton')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
