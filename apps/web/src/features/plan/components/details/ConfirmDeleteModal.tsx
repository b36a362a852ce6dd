import { Alert, Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useCountedDialog } from './dialog-open';

/**
 * "Delete X?" for an item of a planned cluster, with what goes along (a test's or activity's
 * links). The item disappears at once on confirmation; a refusal brings it back with a toast.
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
    <Modal opened centered onClose={onClose} title={title}>
      <Stack gap="md">
        <Text>{t('planItems.deleteConfirm', { name })}</Text>
        {also && (
          <Alert color="red" variant="light">
            {also}
          </Alert>
        )}
        <Text size="sm" c="dimmed">
          {t('planItems.cannotUndo')}
        </Text>
        <Group justify="flex-end">
          {/* Focus starts on the safe choice; Enter does not delete by accident. */}
          <Button variant="default" onClick={onClose} data-autofocus>
            {t('planItems.cancel')}
          </Button>
          <Button
            color="red"
            onClick={() => {
              onConfirm();
              onClose();
            }}
          >
            {t('planItems.deleteButton')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
