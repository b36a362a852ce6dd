import { Alert, Button, Center, Loader, Paper, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Icon } from '@/components/icons/Icon';
import { alertGlyph } from '@/components/icons/glyphs/alert';
import { infoGlyph } from '@/components/icons/glyphs/info';
import { Page } from '@/components/Page';
import { useAppContext } from '@/lib/context-store';
import { useLicenses } from '../api/get-licenses';
import { LicenseTable } from '../components/LicenseTable';

/**
 * The licenses of the current location, read-only, for its admin (/licenties;
 * docs/organisation.md "Locations and licenses").
 */
export default function LicensesRoute() {
  const { t } = useTranslation();
  const { location: selected } = useAppContext();
  const locationId = selected && /^\d+$/.test(selected) ? Number(selected) : null;
  const { data: licenses, isPending, isError } = useLicenses(locationId);

  if (locationId === null) {
    return (
      <Page title={t('licenses.title')}>
        <Text>{t('licenses.noLocation')}</Text>
        <Button component={Link} to="/locaties" w="fit-content">
          {t('location.chooseLocation')}
        </Button>
      </Page>
    );
  }
  if (isPending) {
    return (
      <Center py="xl">
        <Loader aria-label={t('app.loading')} />
      </Center>
    );
  }
  const noCurrent = licenses !== undefined && !licenses.some((l) => l.state === 'current');
  return (
    <Page title={t('licenses.title')}>
      {isError && <Alert color="red">{t('licenses.loadFailed')}</Alert>}
      {licenses?.length === 0 && (
        <Alert color="blue" variant="light" icon={<Icon glyph={infoGlyph} />}>
          {t('licenses.empty')}
        </Alert>
      )}
      {licenses && licenses.length > 0 && (
        <>
          {noCurrent && (
            <Alert color="yellow" variant="light" icon={<Icon glyph={alertGlyph} />}>
              {t('licenses.noCurrent')}
            </Alert>
          )}
          <Paper withBorder radius="md" p="md">
            <LicenseTable licenses={licenses} />
          </Paper>
        </>
      )}
    </Page>
  );
}
