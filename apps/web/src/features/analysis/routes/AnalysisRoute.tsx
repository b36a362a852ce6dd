import { Button, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Page } from '@/components/Page';
import { useAppContext } from '@/lib/context-store';
import { useTerms } from '@/lib/use-terms';
import { AnalysisScreen } from '../components/AnalysisScreen';

/** /analyse: the analysis of the selected education (SPEC §2 "Analysis screen"); read-only. */
export default function AnalysisRoute() {
  const { t } = useTranslation();
  const terms = useTerms();
  const { location, education } = useAppContext();
  if (!location || !education) {
    return (
      <Page title={t('pages.analysis')}>
        <Text>{t('analysis.noEducation', { education: terms.education })}</Text>
        <Button component={Link} to="/dashboard" w="fit-content">
          {t('analysis.toDashboard')}
        </Button>
      </Page>
    );
  }
  return <AnalysisScreen location={location} education={education} />;
}
