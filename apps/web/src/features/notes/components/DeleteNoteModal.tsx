import { notifications } from '@mantine/notifications';
import { useTranslation } from 'react-i18next';
import type { TNote } from '@cp/contracts';
import { ConfirmDialog } from '@/components/ConfirmDialog';
import { ApiError } from '@/lib/api';
import { refusalText } from '@/lib/server-messages';
import { useDeleteNote } from '../api/delete-note';

interface TProps {
  location: string;
  education: string;
  note: TNote;
  onClose: () => void;
}

/** Asks before deleting a note with its files; says why when the server refuses. */
export function DeleteNoteModal({ location, education, note, onClose }: TProps) {
  const { t } = useTranslation();
  const remove = useDeleteNote(location, education);

  const confirm = () => {
    remove.mutate(note.id, {
      onSuccess: () => notifications.show({ color: 'teal', message: t('notes.deleted') }),
      onError: (error) => {
        const message =
          error instanceof ApiError && error.status === 404
            ? t('notes.gone')
            : (refusalText(error) ?? t('notes.deleteFailed'));
        notifications.show({ color: 'red', message });
      },
      onSettled: onClose,
    });
  };

  return (
    <ConfirmDialog
      opened
      title={t('notes.deleteTitle')}
      confirmLabel={t('notes.delete')}
      danger
      pending={remove.isPending}
      onConfirm={confirm}
      onCancel={onClose}
    >
      {t('notes.deleteText')}
    </ConfirmDialog>
  );
}
