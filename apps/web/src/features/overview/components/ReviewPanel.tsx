import { Button, Group, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TEducation } from '@cp/contracts';
import { ConfirmDialog } from '@/components/ConfirmDialog';
import { useCurrentUser } from '@/lib/current-user';
import { useApproveEducation } from '@/lib/education-changes';
import { useTerms } from '@/lib/use-terms';
import { useDeactivateEducation } from '../api/deactivate-education';
import { useStopReview } from '../api/stop-review';
import { useSubmitForReview } from '../api/submit-for-review';
import { notifyRefusal, refusalReason } from '@/lib/notify-refusal';
import { messageText } from '@/lib/server-messages';
import { HANDLED_STATUSES, notifySuccess } from '../overview-toasts';
import { SubmitReviewModal } from './SubmitReviewModal';
import { SummaryCard } from './SummaryCards';

type TDialog = 'submit' | 'stop' | 'deactivate' | null;

interface TProps {
  location: string;
  education: TEducation;
}

/**
 * The lifecycle actions this status and this user allow (SPEC §4): designing -> submit;
 * reviewing -> approve (anyone but the requester, once) or stop; active -> deactivate.
 */
export function ReviewPanel({ location, education }: TProps) {
  const { t } = useTranslation();
  const terms = useTerms();
  const me = useCurrentUser();
  const id = String(education.id);
  const submit = useSubmitForReview(location, id);
  const approve = useApproveEducation(location, HANDLED_STATUSES);
  const stop = useStopReview(location, id);
  const deactivate = useDeactivateEducation(location, id);
  const [dialog, setDialog] = useState<TDialog>(null);
  const vars = { education: terms.education, name: education.name };

  /** Runs an action with its success and failure toast (SPEC §8); rethrows to keep a dialog. */
  const run = async (action: () => Promise<unknown>, done: string, failed: string) => {
    try {
      await action();
      notifySuccess(done);
    } catch (error) {
      notifyRefusal(error, refusalReason(error, { terms }) ?? failed, {
        terms,
        handles: HANDLED_STATUSES,
      });
      throw error;
    }
  };

  const close = () => setDialog(null);
  /** A confirmed action: the dialog closes when it is done and stays open when it failed. */
  const runAndClose = (action: () => Promise<unknown>, done: string, failed: string) =>
    void run(action, done, failed).then(close, () => undefined);

  const approveNow = () =>
    void run(
      () => approve.mutateAsync(education.id),
      t('overview.review.approved', vars),
      t('overview.review.approveFailed', vars),
    ).catch(() => undefined);

  const { status, can_design: canDesign, can_approve: canApprove } = education;
  const ownRequest = me !== undefined && education.requested_by?.id === me.id;
  const approvedByMe = me !== undefined && education.approvals.some((a) => a.user.id === me.id);
  const waitingHint =
    status === 'reviewing' && !canApprove
      ? approvedByMe
        ? messageText('educations.alreadyApproved')
        : ownRequest
          ? messageText('educations.ownReview')
          : null
      : null;
  const hasActions =
    (status === 'designing' && canDesign) ||
    (status === 'reviewing' && (canApprove || canDesign)) ||
    (status === 'active' && canDesign);

  return (
    <SummaryCard title={t('overview.review.title')}>
      <Text size="sm" c="dimmed">
        {t(`overview.review.explain.${status}`, vars)}
      </Text>
      {waitingHint && <Text size="sm">{waitingHint}</Text>}
      {hasActions && (
        <Group gap="sm">
          {status === 'designing' && canDesign && (
            <Button onClick={() => setDialog('submit')}>{t('overview.review.submit')}</Button>
          )}
          {status === 'reviewing' && canApprove && (
            <Button color="green" loading={approve.isPending} onClick={approveNow}>
              {t('overview.review.approve')}
            </Button>
          )}
          {status === 'reviewing' && canDesign && (
            <Button variant="default" onClick={() => setDialog('stop')}>
              {t('overview.review.stop')}
            </Button>
          )}
          {status === 'active' && canDesign && (
            <Button variant="default" color="red" onClick={() => setDialog('deactivate')}>
              {t('overview.review.deactivate')}
            </Button>
          )}
        </Group>
      )}
      {dialog === 'submit' && (
        <SubmitReviewModal
          location={location}
          onClose={() => setDialog(null)}
          onSubmit={(reviewerIds) =>
            run(
              () => submit.mutateAsync({ reviewer_ids: reviewerIds }),
              t('overview.review.submitted', vars),
              t('overview.review.submitFailed', vars),
            )
          }
        />
      )}
      {dialog === 'stop' && (
        <ConfirmDialog
          opened
          title={t('overview.review.stop')}
          confirmLabel={t('overview.review.stop')}
          pending={stop.isPending}
          onCancel={close}
          onConfirm={() =>
            runAndClose(
              () => stop.mutateAsync(),
              t('overview.review.stopped', vars),
              t('overview.review.stopFailed', vars),
            )
          }
        >
          {t('overview.review.stopConfirm', vars)}
        </ConfirmDialog>
      )}
      {dialog === 'deactivate' && (
        <ConfirmDialog
          opened
          title={t('overview.review.deactivateTitle', vars)}
          confirmLabel={t('overview.review.deactivate')}
          danger
          pending={deactivate.isPending}
          onCancel={close}
          onConfirm={() =>
            runAndClose(
              () => deactivate.mutateAsync(),
              t('overview.review.deactivated', vars),
              t('overview.review.deactivateFailed', vars),
            )
          }
        >
          {t('overview.review.deactivateConfirm', vars)}
        </ConfirmDialog>
      )}
    </SummaryCard>
  );
}
