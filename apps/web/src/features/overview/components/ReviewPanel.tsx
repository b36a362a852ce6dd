import { Text } from '@mantine/core';
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
import { HANDLED_STATUSES } from '../overview-toasts';
import { reviewState } from './review-state';
import { ReviewButtons } from './ReviewButtons';
import { SubmitReviewModal } from './SubmitReviewModal';
import { SummaryCard } from './SummaryCards';
import { useRunWithToasts } from './use-run-with-toasts';

type TDialog = 'submit' | 'stop' | 'deactivate' | null;

interface TProps {
  location: string;
  education: TEducation;
}

/**
 * The lifecycle actions this status and this user allow (docs/educations.md "Lifecycle"): designing
 * -> submit; reviewing -> approve (anyone but the requester, once) or stop; active -> deactivate.
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

  const run = useRunWithToasts();

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

  const { waitingHint, hasActions } = reviewState(education, me?.id);

  return (
    <SummaryCard title={t('overview.review.title')}>
      <Text size="sm" c="dimmed">
        {t(`overview.review.explain.${education.status}`, vars)}
      </Text>
      {waitingHint && <Text size="sm">{waitingHint}</Text>}
      {hasActions && (
        <ReviewButtons
          education={education}
          approving={approve.isPending}
          onApprove={approveNow}
          onDialog={setDialog}
        />
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
