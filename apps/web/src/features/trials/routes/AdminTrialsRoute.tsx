import { Alert, Button, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Page } from '@/components/Page';
import { PageLoader } from '@/components/PageLoader';
import { useTerms } from '@/lib/use-terms';
import { useTrials } from '../api/get-trials';
import { DecideTrialModal, type TDecision } from '../components/DecideTrialModal';
import { TrialTable } from '../components/TrialTable';

/** /admin/trials: the platform administrator approves or rejects trial requests. */
export default function AdminTrialsRoute() {
  const { t } = useTranslation();
  const terms = useTerms();
  const trials = useTrials();
  const [decision, setDecision] = useState<TDecision | null>(null);
  const [opened, setOpened] = useState(false);
  const decide = (next: TDecision) => {
    setDecision(next);
    setOpened(true);
  };
  return (
    <Page title={t('trials.adminTitle')}>
      <Text maw={720}>{t('trials.adminIntro', { educations: terms.educations })}</Text>
      {trials.isPending && <PageLoader />}
      {trials.isError && (
        <Alert color="red" variant="light" role="alert">
          {t('trials.loadFailed')}{' '}
          <Button variant="subtle" size="compact-sm" onClick={() => void trials.refetch()}>
            {t('app.retry')}
          </Button>
        </Alert>
      )}
      {trials.data?.length === 0 && <Text c="dimmed">{t('trials.empty')}</Text>}
      {trials.data && trials.data.length > 0 && (
        <TrialTable trials={trials.data} onDecide={decide} />
      )}
      <DecideTrialModal decision={decision} opened={opened} onClose={() => setOpened(false)} />
    </Page>
  );
}
