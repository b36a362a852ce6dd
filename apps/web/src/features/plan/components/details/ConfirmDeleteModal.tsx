import { Alert, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '@/components/ConfirmDialog';
import { useCountedDialog } from './dialog-open';

/**
 * "Delete X?" for an item of a planned cluster, with what goes along (a test's or activity's
 * links). The item disappears at once on confirmation; a refusal brings it back with a toast.
 * Counted as a dialog of the panel, so a drawer around it keeps its own Escape out of the way.
 */
export function ConfirmDeleteModal({
  title,
  name,
  also,
  onConfirm,
  onClose,
}: {
  title: string;
  name: string;
  /** What else is deleted with it, or null. */
  also: string | null;
  onConfirm: () => void;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  useCountedDialog();
  return (
    <ConfirmDialog
      opened
      title={title}
      confirmLabel={t('planItems.deleteButton')}
      danger
      onCancel={onClose}
      onConfirm={() => {
        onConfirm();
        onClose();
      }}
    >
      <Text>{t('planItems.deleteConfirm', { name })}</Text>
      {also && (
        <Alert color="red" variant="light">
          {also}
        </Alert>
      )}
      <Text size="sm" c="dimmed">
        {t('planItems.cannotUndo')}
      </Text>
    </ConfirmDialog>
  );
}
