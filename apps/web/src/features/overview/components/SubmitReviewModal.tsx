import { Alert, Button, Group, Modal, MultiSelect, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useUnsavedClose } from '@/components/use-unsaved-close';
import { useChangedSinceOpened } from '@/lib/same-values';
import { useCurrentUser } from '@/lib/current-user';
import { useTerms } from '@/lib/use-terms';
import { useMembers } from '../api/get-members';

interface TProps {
  location: string;
  onClose: () => void;
  /** Submits; resolves when done (the modal closes), rejects to keep the choice. */
  onSubmit: (reviewerIds: number[]) => Promise<unknown>;
}

/**
 * Submitting for review (SPEC §4): explains what follows, and lets the designer ask members of
 * the location (not themselves: a review by the author is no review) to have a look.
 */
export function SubmitReviewModal({ location, onClose, onSubmit }: TProps) {
  const { t } = useTranslation();
  const terms = useTerms();
  const me = useCurrentUser();
  const members = useMembers(location, true);
  const [reviewers, setReviewers] = useState<string[]>([]);
  const [pending, setPending] = useState(false);
  const dirty = useChangedSinceOpened({ reviewers });
  const { requestClose, modalProps, question } = useUnsavedClose({
    dirty,
    pending: pending,
    onClose,
  });
  const options = (members.data ?? [])
    .filter((member) => member.id !== me?.id)
    .map((member) => ({ value: String(member.id), label: member.name }));

  const submit = async () => {
    setPending(true);
    try {
      await onSubmit(reviewers.map(Number));
      onClose();
    } catch {
      // The caller has toasted the reason; the choice stays for another try.
    } finally {
      setPending(false);
    }
  };

  return (
    <>
      <Modal opened {...modalProps} title={t('overview.review.submit')} centered>
        <Stack gap="md">
          <Text>{t('overview.review.submitExplain', { education: terms.education })}</Text>
          {members.isError ? (
            <Alert color="yellow" variant="light">
              {t('overview.review.membersFailed')}
            </Alert>
          ) : (
            <MultiSelect
              label={t('overview.review.reviewers')}
              description={t('overview.review.reviewersHint')}
              data={options}
              value={reviewers}
              onChange={setReviewers}
              searchable
              clearable
              disabled={members.isPending}
              nothingFoundMessage={t('overview.review.noMembers')}
            />
          )}
          <Group justify="flex-end">
            <Button variant="default" onClick={requestClose}>
              {t('overview.cancel')}
            </Button>
            <Button loading={pending} onClick={() => void submit()}>
              {t('overview.review.submit')}
            </Button>
          </Group>
        </Stack>
      </Modal>
      {question}
    </>
  );
}
