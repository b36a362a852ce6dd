import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/**
 * "Delete …?" before the users screen removes a member or deletes an invitation: neither can be
 * taken back (a deleted invitation's link stops working). Focus starts on Cancel, so Enter does
 * not delete by accident; the caller closes it when the request has answered.
 */
export function ConfirmDeleteModal({
  opened,
  title,
  text,
  pending,
  onConfirm,
  onClose,
}: {
  opened: boolean;
  title: string;
  text: string;
  pending: boolean;
  onConfirm: () => void;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  return (
    <Modal opened={opened} onClose={onClose} title={title} centered>
      <Stack gap="md">
        <Text>{text}</Text>
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onClose} data-autofocus>
            {t('users.cancel')}
          </Button>
          <Button color="red" onClick={onConfirm} loading={pending}>
            {t('users.remove')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
