import { Alert, Button, Skeleton, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { TEducationStatus, TEducationSummary } from '@cp/contracts';
import { useTerms } from '@/lib/use-terms';
import { EducationCard, type TEducationAction } from './EducationCard';

/** One tab's educations as cards; while loading, on failure or when empty, says so instead. */
export function EducationList({
  status,
  pending,
  failed,
  onRetry,
  educations,
  isSelected,
  formatDate,
  onOpen,
  onAction,
  onApprove,
  approving,
}: {
  status: TEducationStatus;
  pending: boolean;
  failed: boolean;
  onRetry: () => void;
  educations: TEducationSummary[];
  /** Marked: the education just made, or the one in the current context. */
  isSelected: (education: TEducationSummary) => boolean;
  formatDate: (iso: string) => string;
  onOpen: (education: TEducationSummary) => void;
  onAction: (kind: TEducationAction, education: TEducationSummary) => void;
  onApprove: (education: TEducationSummary) => void;
  /** The id of the education being approved, if any. */
  approving: number | null | undefined;
}) {
  const { t } = useTranslation();
  const terms = useTerms();
  if (pending) {
    return (
      <Stack gap="sm" role="status" aria-busy="true" aria-label={t('app.loading')}>
        {[0, 1, 2].map((index) => (
          <Skeleton key={index} height={112} radius="md" />
        ))}
      </Stack>
    );
  }
  if (failed) {
    return (
      <Alert color="red" variant="light" role="alert">
        <Stack gap="sm" align="flex-start">
          <Text size="sm">{t('dashboard.loadFailed', { educations: terms.educations })}</Text>
          <Button size="xs" variant="light" onClick={onRetry}>
            {t('app.retry')}
          </Button>
        </Stack>
      </Alert>
    );
  }
  if (educations.length === 0) {
    return (
      <Text c="dimmed">{t(`dashboard.empty.${status}`, { educations: terms.educations })}</Text>
    );
  }
  return (
    <Stack gap="sm" component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
      {educations.map((education) => (
        <EducationCard
          key={education.id}
          education={education}
          selected={isSelected(education)}
          formatDate={formatDate}
          onOpen={() => onOpen(education)}
          onAction={(kind) => onAction(kind, education)}
          onApprove={() => onApprove(education)}
          approving={approving === education.id}
        />
      ))}
    </Stack>
  );
}
