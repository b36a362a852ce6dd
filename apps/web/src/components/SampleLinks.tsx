import { Button, Group } from '@mantine/core';
import { DEFAULT_LANGUAGE } from '@cp/contracts';
import { useTranslation } from 'react-i18next';
import { isLanguage } from '@/i18n/language';
import { sampleFileUrl, type TSampleEndpoint } from '@/lib/sample-file';

/** The sample files, with their headers in the language the screen shows. */
export function SampleLinks({
  locationId,
  endpoint = 'downloadImportSample',
}: {
  locationId: number;
  /** Which import's sample: the users' by default, or a framework sheet's. */
  endpoint?: TSampleEndpoint;
}) {
  const { t, i18n } = useTranslation();
  const language = isLanguage(i18n.language) ? i18n.language : DEFAULT_LANGUAGE;
  return (
    <Group gap="sm">
      <Button
        component="a"
        href={sampleFileUrl(endpoint, locationId, 'xlsx', language)}
        download
        variant="default"
      >
        {t('imports.sampleXlsx')}
      </Button>
      <Button
        component="a"
        href={sampleFileUrl(endpoint, locationId, 'csv', language)}
        download
        variant="default"
      >
        {t('imports.sampleCsv')}
      </Button>
    </Group>
  );
}
