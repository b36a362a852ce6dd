import { Button, getDefaultZIndex, Group, Modal, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/**
 * "Delete the read notifications?" before "Alles verwijderen" does it: they cannot be brought
 * back. Like the app's other delete confirmations, focus starts on Cancel, so Enter does not
 * delete by accident; the caller closes it once the server has answered.
 */
export function DeleteReadConfirm({
  opened,
  pending,
  onConfirm,
  onClose,
}: {
  opened: boolean;
  pending: boolean;
  onConfirm: () => void;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={t('notifications.deleteReadTitle')}
      centered
      // Asked from the open notifications panel, a popover: above it, not under it (Mantine puts
      // popovers over modals by default).
      zIndex={getDefaultZIndex('popover') + 1}
    >
      <Stack gap="md">
        <Text>{t('notifications.deleteReadText')}</Text>
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onClose} data-autofocus>
            {t('app.cancel')}
          </Button>
          <Button color="red" onClick={onConfirm} loading={pending}>
            {t('notifications.deleteReadConfirm')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
