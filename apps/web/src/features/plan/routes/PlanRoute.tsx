import { Button, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { Page } from '@/components/Page';
import { useAppContext } from '@/lib/context-store';
import { useTerms } from '@/lib/use-terms';
import { PlanScreen } from '../components/PlanScreen';

/** /plan/{year_id?}: the plan of the selected education, one year at a time (SPEC §2). */
export default function PlanRoute() {
  const { t } = useTranslation();
  const terms = useTerms();
  const { yearId } = useParams();
  const { location, education } = useAppContext();
  if (!location || !education) {
    return (
      <Page title={t('pages.plan')}>
        <Text>
          {t('planScreen.noEducation', {
            clusters: terms.clusters,
            educationYear: terms.educationYear,
            education: terms.education,
          })}
        </Text>
        <Button component={Link} to="/dashboard" w="fit-content">
          {t('planScreen.toDashboard')}
        </Button>
      </Page>
    );
  }
  return <PlanScreen location={location} education={education} yearId={yearId} />;
}
