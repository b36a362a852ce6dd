import { Button, Group } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { sampleFileUrl } from '../api/sample-file';

export function SampleLinks({ locationId }: { locationId: number }) {
  const { t } = useTranslation();
  return (
    <Group gap="sm">
      <Button component="a" href={sampleFileUrl(locationId, 'xlsx')} download variant="default">
        {t('imports.sampleXlsx')}
      </Button>
      <Button component="a" href={sampleFileUrl(locationId, 'csv')} download variant="default">
        {t('imports.sampleCsv')}
      </Button>
    </Group>
  );
}
