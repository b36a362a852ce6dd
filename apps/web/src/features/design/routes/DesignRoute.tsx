import { Button, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Page } from '@/components/Page';
import { useAppContext } from '@/lib/context-store';
import { useTerms } from '@/lib/use-terms';
import { DesignScreen } from '../components/DesignScreen';

/** /ontwerp: the design of the selected education (SPEC §2, §3, §5); its own lazy chunk. */
export default function DesignRoute() {
  const { t } = useTranslation();
  const terms = useTerms();
  const { location, education } = useAppContext();
  if (!location || !education) {
    return (
      <Page title={t('pages.design')}>
        <Text>
          {t('design.noEducation', {
            clusters: terms.clusters,
            competences: terms.competences,
            learningOutcomes: terms.learningOutcomes,
            learningGoals: terms.learningGoals,
            education: terms.education,
          })}
        </Text>
        <Button component={Link} to="/dashboard" w="fit-content">
          {t('design.toDashboard')}
        </Button>
      </Page>
    );
  }
  return <DesignScreen location={location} education={education} />;
}
