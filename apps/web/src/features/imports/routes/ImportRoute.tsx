import { Paper, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TImportSummary } from '@cp/contracts';
import { NextStep } from '@/components/NextStep';
import { Page } from '@/components/Page';
import { useAppContext } from '@/lib/context-store';
import { ImportForm } from '../components/ImportForm';
import { ImportSummary } from '../components/ImportSummary';
import { SampleLinks } from '@/components/SampleLinks';

/**
 * /importeren: invite users of the current location from a csv or xlsx file (docs/organisation.md
 * "Import and trial requests").
 */
export default function ImportRoute() {
  const { t } = useTranslation();
  const { location } = useAppContext();
  const [summary, setSummary] = useState<TImportSummary | null>(null);
  if (location === null) {
    return (
      <NextStep
        title={t('pages.import')}
        text={t('location.noneSelected')}
        links={[{ to: '/locaties', label: t('location.chooseLocation') }]}
      />
    );
  }
  const locationId = Number(location);
  return (
    <Page title={t('pages.import')}>
      <Text maw={720}>{t('imports.intro')}</Text>
      <Paper withBorder p="md" radius="md" maw={720}>
        <Stack gap="xs">
          <Title order={2} size="h4">
            {t('imports.sampleTitle')}
          </Title>
          <Text size="sm">{t('imports.sampleText')}</Text>
          <SampleLinks locationId={locationId} />
        </Stack>
      </Paper>
      <ImportForm key={locationId} locationId={locationId} onImported={setSummary} />
      {summary && <ImportSummary summary={summary} />}
    </Page>
  );
}
