import { notifications } from '@mantine/notifications';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '@/components/ConfirmDialog';
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
    <ConfirmDialog
      opened
      title={t('faculties.deleteTitle', { name })}
      confirmLabel={t('faculties.delete')}
      danger
      pending={pending}
      onConfirm={() => void confirm()}
      onCancel={onClose}
    >
      {t('faculties.deleteText', { name })}
    </ConfirmDialog>
  );
}
