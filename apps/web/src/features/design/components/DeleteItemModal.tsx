import { Button, Group, List, Modal, Stack, Text } from '@mantine/core';
import type { TFunction } from 'i18next';
import { notifications } from '@mantine/notifications';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { TDesign, TDesignKind, TTermWords } from '@cp/contracts';
import { capitalize, useTerms } from '@/lib/use-terms';
import { useDeleteItem } from '../api/delete-item';
import { notifyDesignFailure } from '../design-errors';
import { deleteImpact, type TDeleteImpact } from '../design-tree';

/** The singular term of each kind, for the title and messages. */
export function kindTerm(kind: TDesignKind, terms: TTermWords): string {
  const words: Record<TDesignKind, string> = {
    competences: terms.competence,
    'learning-clusters': terms.learningCluster,
    'learning-outcomes': terms.learningOutcome,
    'learning-goals': terms.learningGoal,
    clusters: terms.cluster,
    subjects: terms.subject,
    'cluster-groups': terms.clusterGroup,
    electives: terms.electiveSubject,
  };
  return words[kind];
}

/** The lines "this also removes" of a delete; empty when only the item itself goes. */
export function impactLines(
  kind: TDesignKind,
  impact: TDeleteImpact,
  t: TFunction,
  terms: TTermWords,
): string[] {
  const lines: string[] = [];
  const add = (count: number, key: keyof TDeleteImpact | 'memberLinks') => {
    if (count > 0) lines.push(t(`design.impact.${key}`, { count, ...terms }));
  };
  add(impact.learningClusters, 'learningClusters');
  add(impact.learningOutcomes, 'learningOutcomes');
  add(impact.learningGoals, 'learningGoals');
  add(impact.goalLinks, 'goalLinks');
  add(impact.subjectLinks, 'subjectLinks');
  // A group or elective loses its members; a cluster loses its places in groups and electives.
  add(impact.clusterLinks, kind === 'clusters' ? 'clusterLinks' : 'memberLinks');
  add(impact.ungroupedOutcomes, 'ungroupedOutcomes');
  return lines;
}

/** "Delete X?": names what else goes with it (children, links) before anything is removed. */
export default function DeleteItemModal({
  design,
  location,
  education,
  kind,
  id,
  name,
  onClose,
}: {
  design: TDesign;
  location: string;
  education: string;
  kind: TDesignKind;
  id: number;
  name: string;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const terms = useTerms();
  const remove = useDeleteItem(location, education);
  const item = kindTerm(kind, terms);
  // Counted once when the dialog opens: what the user confirms is what they saw.
  const lines = useMemo(
    () => impactLines(kind, deleteImpact(design, kind, id), t, terms),
    // eslint-disable-next-line react-hooks/exhaustive-deps -- fixed while the dialog is open
    [],
  );

  const confirm = () =>
    remove.mutate(
      { kind, id },
      {
        onSuccess: () => {
          notifications.show({ color: 'teal', message: t('design.deleted', { name }) });
          onClose();
        },
        onError: (error) => notifyDesignFailure(error, t, t('design.deleteFailed', { item })),
      },
    );

  return (
    <Modal
      opened
      onClose={remove.isPending ? () => undefined : onClose}
      title={capitalize(t('design.deleteTitle', { item }))}
    >
      <Stack gap="md">
        <Text>{t('design.deleteConfirm', { name })}</Text>
        {lines.length > 0 ? (
          <div>
            <Text fw={600}>{t('design.deleteAlso')}</Text>
            <List size="sm">
              {lines.map((line) => (
                <List.Item key={line}>{line}</List.Item>
              ))}
            </List>
          </div>
        ) : (
          <Text size="sm" c="dimmed">
            {t('design.deleteNothingElse')}
          </Text>
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose} disabled={remove.isPending}>
            {t('design.cancel')}
          </Button>
          <Button color="red" onClick={confirm} loading={remove.isPending}>
            {t('design.deleteButton')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
