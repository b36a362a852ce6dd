import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '@/lib/api';

interface TProps {
  name: string;
  onClose: () => void;
  onConfirm: () => Promise<unknown>;
  /** The explanation of a 409 (a faculty that still has education parents). */
  conflictMessage?: string;
}

/** Asks before deleting; a refusal (409) is explained, a failure gets the failure toast. */
export function DeleteModal({ name, onClose, onConfirm, conflictMessage }: TProps) {
  const { t } = useTranslation();
  const [pending, setPending] = useState(false);

  const confirm = async () => {
    setPending(true);
    try {
      await onConfirm();
      notifications.show({ color: 'green', message: t('faculties.deleted', { name }) });
    } catch (failure) {
      const status = failure instanceof ApiError ? failure.status : null;
      const message =
        status === 409 && conflictMessage
          ? conflictMessage
          : status === 404
            ? t('faculties.gone')
            : t('faculties.deleteFailed', { name });
      notifications.show({ color: 'red', message, autoClose: status === 409 ? 10_000 : undefined });
    } finally {
      setPending(false);
      onClose();
    }
  };

  return (
    <Modal opened onClose={onClose} title={t('faculties.deleteTitle', { name })} centered>
      <Stack gap="md">
        <Text>{t('faculties.deleteText', { name })}</Text>
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {t('faculties.cancel')}
          </Button>
          <Button color="red" loading={pending} onClick={() => void confirm()}>
            {t('faculties.delete')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
