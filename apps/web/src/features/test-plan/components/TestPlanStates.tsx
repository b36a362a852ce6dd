import { Alert, Button, Center, Group, Loader, Skeleton, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ApiError } from '@/lib/api';
import { useTerms } from '@/lib/use-terms';

/** While the test plan loads: the table's shape, and a loader that says so. */
export function TestPlanSkeleton() {
  const { t } = useTranslation();
  return (
    <Stack gap="xs">
      <Center>
        <Loader size="sm" aria-label={t('app.loading')} />
      </Center>
      <Skeleton height={56} />
      {Array.from({ length: 8 }, (_, index) => (
        <Skeleton key={index} height={22} />
      ))}
    </Stack>
  );
}

/**
 * The test plan could not be read: gone (403, 404: the education or year no longer exists or
 * may not be read) with the way back to the dashboard, or else failed with "try again".
 */
export function TestPlanFailure({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  const { t } = useTranslation();
  const terms = useTerms();
  const gone = error instanceof ApiError && [403, 404].includes(error.status);
  return (
    <Alert color="red" variant="light">
      <Stack gap="sm">
        <Text size="sm">
          {gone
            ? t('testPlan.unknownEducation', {
                education: terms.education,
                educationYear: terms.educationYear,
              })
            : t('testPlan.loadFailed')}
        </Text>
        <Group gap="xs">
          {!gone && (
            <Button size="xs" onClick={onRetry}>
              {t('testPlan.retry')}
            </Button>
          )}
          <Button size="xs" variant="default" component={Link} to="/dashboard">
            {t('testPlan.toDashboard')}
          </Button>
        </Group>
      </Stack>
    </Alert>
  );
}
