import { Button, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Page } from '@/components/Page';
import { useAppContext } from '@/lib/context-store';
import { useTerms } from '@/lib/use-terms';
import { OverviewScreen } from '../components/OverviewScreen';

/** /overzicht: the overview of the selected education (cookie current_education). */
export default function OverviewRoute() {
  const { t } = useTranslation();
  const terms = useTerms();
  const { location, education } = useAppContext();
  if (!location || !education) {
    return (
      <Page title={t('pages.overview')}>
        <Text>{t('overview.noEducation', { education: terms.education })}</Text>
        <Button component={Link} to="/dashboard" w="fit-content">
          {t('overview.toDashboard')}
        </Button>
      </Page>
    );
  }
  return <OverviewScreen location={location} education={education} />;
}
