import { notifications } from '@mantine/notifications';
import { useTranslation } from 'react-i18next';
import type { TTrialRequest } from '@cp/contracts';
import { ConfirmDialog } from '@/components/ConfirmDialog';
import { fieldErrorsOf, refusalText } from '@/lib/server-messages';
import { useApproveTrial } from '../api/approve-trial';
import { useRejectTrial } from '../api/reject-trial';

export type TDecision = { trial: TTrialRequest; action: 'approve' | 'reject' };

/** Asks before approving or rejecting; both change things that cannot be undone here. */
export function DecideTrialModal({
  decision,
  opened,
  onClose,
}: {
  /** The last decision asked for; kept while the modal fades out, so its text stays. */
  decision: TDecision | null;
  opened: boolean;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const approve = useApproveTrial();
  const reject = useRejectTrial();
  const trial = decision?.trial;
  const vars = trial ? { school: trial.school_name, domain: trial.domain, email: trial.email } : {};

  /** The reason in the failure toast: the domain taken, or the request handled meanwhile. */
  const reasonOf = (error: unknown): string | null =>
    fieldErrorsOf(error).domain ?? refusalText(error) ?? null;

  const confirm = () => {
    if (!decision) return;
    const { trial: current, action } = decision;
    const names = { school: current.school_name };
    if (action === 'approve') {
      approve.mutate(current.id, {
        onSuccess: (result) => {
          notifications.show({
            color: result.invitation_sent ? 'green' : 'yellow',
            message: t(result.invitation_sent ? 'trials.approved' : 'trials.approvedNoMail', names),
          });
          onClose();
        },
        onError: (error) => {
          const reason = reasonOf(error);
          notifications.show({
            color: 'red',
            message: reason ? `${t('trials.approveFailed')}: ${reason}` : t('trials.approveFailed'),
          });
          onClose();
        },
      });
    } else {
      reject.mutate(current.id, {
        onSuccess: () => {
          notifications.show({ color: 'green', message: t('trials.rejected', names) });
          onClose();
        },
        onError: (error) => {
          const reason = reasonOf(error);
          notifications.show({
            color: 'red',
            message: reason ? `${t('trials.rejectFailed')}: ${reason}` : t('trials.rejectFailed'),
          });
          onClose();
        },
      });
    }
  };

  const approving = decision?.action === 'approve';
  return (
    <ConfirmDialog
      opened={opened && decision !== null}
      title={approving ? t('trials.approveTitle') : t('trials.rejectTitle')}
      confirmLabel={approving ? t('trials.approve') : t('trials.reject')}
      danger={!approving}
      pending={approve.isPending || reject.isPending}
      onConfirm={confirm}
      onCancel={onClose}
    >
      {approving ? t('trials.approveText', vars) : t('trials.rejectText', vars)}
    </ConfirmDialog>
  );
}
