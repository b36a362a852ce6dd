import { useTranslation } from 'react-i18next';
import { ApiError } from '@/lib/api';
import { useDeleteNoteType } from '../api/delete-note-type';
import { notifyFailure, notifySuccess } from './catalogue-toasts';

/** Deleting a note category once confirmed, with its toasts. */
export function useDeleteNoteTypeAction(locationId: number) {
  const { t } = useTranslation();
  const remove = useDeleteNoteType(locationId);
  return (id: number) =>
    remove.mutate(id, {
      onSuccess: () => notifySuccess(t('noteTypes.deleted')),
      // A note may have got this category since the list was loaded (409).
      onError: (error) =>
        notifyFailure(
          error instanceof ApiError && error.status === 409
            ? t('noteTypes.inUseNow')
            : t('noteTypes.failed'),
        ),
    });
}
