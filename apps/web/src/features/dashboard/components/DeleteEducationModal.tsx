import { notifications } from '@mantine/notifications';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TEducationSummary } from '@cp/contracts';
import { ConfirmDialog } from '@/components/ConfirmDialog';
import { ApiError } from '@/lib/api';
import { refusalText } from '@/lib/server-messages';
import { useTerms } from '@/lib/use-terms';
import { useDeleteEducation } from '../api/delete-education';

/** Asks before sending an education to the archive (an admin can bring it back). */
export function DeleteEducationModal({
  location,
  education,
  onClose,
}: {
  location: string;
  education: TEducationSummary;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const terms = useTerms();
  const remove = useDeleteEducation(location);
  const [refusal, setRefusal] = useState<string | null>(null);

  const confirm = async () => {
    setRefusal(null);
    try {
      await remove.mutateAsync(education.id);
      notifications.show({
        color: 'green',
        message: t('dashboard.delete.done', { name: education.name }),
      });
      onClose();
    } catch (failure) {
      const reason = refusalText(failure, { terms });
      const status = failure instanceof ApiError ? failure.status : null;
      if (reason && (status === 409 || status === 403)) {
        // Explained on the dialog: e.g. "stop the review first".
        setRefusal(reason);
        return;
      }
      notifications.show({
        color: 'red',
        message:
          status === 404
            ? t('dashboard.gone', { education: terms.education })
            : t('dashboard.delete.failed', { name: education.name }),
      });
      onClose();
    }
  };

  return (
    <ConfirmDialog
      opened
      title={t('dashboard.delete.title', { name: education.name })}
      confirmLabel={t('dashboard.delete.submit')}
      danger
      pending={remove.isPending}
      error={refusal}
      onConfirm={() => void confirm()}
      onCancel={onClose}
    >
      {t('dashboard.delete.text', { education: terms.education })}
    </ConfirmDialog>
  );
}
