import { Anchor, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PublicCard } from '@/components/PublicCard';
import { TrialRequestForm } from '../components/TrialRequestForm';

/**
 * /registreer (and any path containing it), public, without top bar (docs/organisation.md "Import
 * and trial requests").
 */
export default function RegisterRoute() {
  const { t } = useTranslation();
  const [submitted, setSubmitted] = useState(false);
  const title = submitted ? t('trials.thanksTitle') : t('trials.registerTitle');
  return (
    <PublicCard documentTitle={title}>
      <Stack gap="lg">
        <div>
          <Title order={1} size="h3">
            {title}
          </Title>
          <Text c="dimmed" size="sm" mt={4} role={submitted ? 'status' : undefined}>
            {submitted ? t('trials.thanksText') : t('trials.registerIntro')}
          </Text>
        </div>
        {!submitted && <TrialRequestForm onSubmitted={() => setSubmitted(true)} />}
        <Anchor component={Link} to="/" size="sm">
          {t('trials.backToLogin')}
        </Anchor>
      </Stack>
    </PublicCard>
  );
}
