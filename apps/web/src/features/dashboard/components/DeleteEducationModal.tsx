import { useTranslation } from 'react-i18next';
import type { TEducationSummary } from '@cp/contracts';
import { ConfirmDialog } from '@/components/ConfirmDialog';
import { useConfirmedChange } from '@/lib/use-confirmed-change';
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
  // A 409 or 403 with a reason is explained on the dialog: e.g. "stop the review first".
  const { refusal, confirm } = useConfirmedChange({ explained: [409, 403], terms, onClose });
  const deleteEducation = () =>
    confirm(() => remove.mutateAsync(education.id), {
      done: t('dashboard.delete.done', { name: education.name }),
      gone: t('dashboard.gone', { education: terms.education }),
      failed: t('dashboard.delete.failed', { name: education.name }),
    });

  return (
    <ConfirmDialog
      opened
      title={t('dashboard.delete.title', { name: education.name })}
      confirmLabel={t('dashboard.delete.submit')}
      danger
      pending={remove.isPending}
      error={refusal}
      onConfirm={() => void deleteEducation()}
      onCancel={onClose}
    >
      {t('dashboard.delete.text', { education: terms.education })}
    </ConfirmDialog>
  );
}
