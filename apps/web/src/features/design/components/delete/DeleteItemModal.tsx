import { Alert, List, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TDesign, TDesignKind } from '@cp/contracts';
import { ConfirmDialog } from '@/components/ConfirmDialog';
import { capitalize, useTerms } from '@/lib/use-terms';
import { useDeleteItem } from '@/features/design/api/delete-item';
import { notifyRefusal } from '@/lib/notify-refusal';
import { deleteImpact } from '@/features/design/design-tree';
import { deleteSummary, kindTerm } from './delete-impact';

export interface TDeleteItemModalProps {
  design: TDesign;
  location: string;
  education: string;
  kind: TDesignKind;
  id: number;
  /** How the item is named in the question and the toast, e.g. "1.2 Rekenen". */
  name: string;
  onClose: () => void;
}

/**
 * "Delete X?" for every kind of the design: names, one line each, what else goes with it
 * (children, links), what the plan loses (planned clusters, elective slots, goal coverage; the
 * design screen does not show it, so it gets its own warning) and what stays changed, before
 * anything is removed; deletes on confirmation.
 */
export default function DeleteItemModal({
  design,
  location,
  education,
  kind,
  id,
  name,
  onClose,
}: TDeleteItemModalProps) {
  const { t } = useTranslation();
  const terms = useTerms();
  const remove = useDeleteItem(location, education);
  const item = kindTerm(kind, terms);
  // Counted once when the dialog opens: what the user confirms is what they saw.
  const [{ removes, stays, plan }] = useState(() =>
    deleteSummary(kind, deleteImpact(design, kind, id), t, terms),
  );

  const confirm = () =>
    remove.mutate(
      { kind, id },
      {
        onSuccess: () => {
          notifications.show({ color: 'teal', message: t('design.deleted', { name }) });
          onClose();
        },
        onError: (error) => notifyRefusal(error, t('design.deleteFailed', { item }), { terms }),
      },
    );

  return (
    <ConfirmDialog
      opened
      title={capitalize(t('design.deleteTitle', { item }))}
      confirmLabel={t('design.deleteButton')}
      danger
      pending={remove.isPending}
      onConfirm={confirm}
      onCancel={onClose}
    >
      <Text>{t('design.deleteConfirm', { name })}</Text>
      {removes.length > 0 && <ImpactAlert title={t('design.deleteAlso')} lines={removes} />}
      {plan.length > 0 && <ImpactAlert title={t('design.impact.planTitle')} lines={plan} />}
      {removes.length === 0 && plan.length === 0 && (
        <Text size="sm">{t('design.deleteNothingElse')}</Text>
      )}
      {stays && <Text size="sm">{stays}</Text>}
      <Text size="sm" c="dimmed">
        {t('design.deleteCannotUndo')}
      </Text>
    </ConfirmDialog>
  );
}

function ImpactAlert({ title, lines }: { title: string; lines: string[] }) {
  return (
    <Alert color="red" variant="light" title={title}>
      <List size="sm" spacing={2}>
        {lines.map((line) => (
          <List.Item key={line}>{line}</List.Item>
        ))}
      </List>
    </Alert>
  );
}
