import { Alert, MultiSelect, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useSchemaForm } from '@/components/form/use-schema-form';
import { useCurrentUser } from '@/lib/current-user';
import { useTerms } from '@/lib/use-terms';
import { useMembers } from '../api/get-members';
import { OverviewFormModal } from './OverviewFormModal';

interface TProps {
  location: string;
  onClose: () => void;
  /** Submits; resolves when done (the modal closes), rejects to keep the choice. */
  onSubmit: (reviewerIds: number[]) => Promise<unknown>;
}

/**
 * Submitting for review (docs/educations.md "Lifecycle"): explains what follows, and lets the
 * designer ask members of the location (not themselves: a review by the author is no review) to
 * have a look.
 */
export function SubmitReviewModal({ location, onClose, onSubmit }: TProps) {
  const { t } = useTranslation();
  const terms = useTerms();
  const me = useCurrentUser();
  const members = useMembers(location, true);
  // The caller toasts a refusal; the choice stays for another try.
  const form = useSchemaForm({
    initial: { reviewer_ids: [] as string[] },
    schema: (schemas) => schemas.ZSubmitForReviewSchema,
    toInput: (values) => ({ reviewer_ids: values.reviewer_ids.map(Number) }),
    send: (input) => onSubmit(input.reviewer_ids),
    onSaved: onClose,
  });
  const options = (members.data ?? [])
    .filter((member) => member.id !== me?.id)
    .map((member) => ({ value: String(member.id), label: member.name }));

  return (
    <OverviewFormModal
      form={form}
      title={t('overview.review.submit')}
      submitLabel={t('overview.review.submit')}
      onClose={onClose}
    >
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
          {...form.input('reviewer_ids')}
          searchable
          clearable
          disabled={members.isPending}
          nothingFoundMessage={t('overview.review.noMembers')}
        />
      )}
    </OverviewFormModal>
  );
}
