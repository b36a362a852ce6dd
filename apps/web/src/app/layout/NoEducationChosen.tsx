import { Button, Text } from '@mantine/core';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { TTermWords } from '@cp/contracts';
import { Page } from '@/components/Page';
import { useTerms } from '@/lib/use-terms';
import type { TEducationScreen } from '../shell-paths';

interface TGuardTexts {
  title: string;
  message: string;
  toDashboard: string;
}

/** Each education screen says in its own words why it needs an education. */
const GUARD_TEXTS: Record<TEducationScreen, (t: TFunction, terms: TTermWords) => TGuardTexts> = {
  overview: (t, terms) => ({
    title: t('pages.overview'),
    message: t('overview.noEducation', { education: terms.education }),
    toDashboard: t('overview.toDashboard'),
  }),
  design: (t, terms) => ({
    title: t('pages.design'),
    message: t('design.noEducation', {
      clusters: terms.clusters,
      competences: terms.competences,
      learningOutcomes: terms.learningOutcomes,
      learningGoals: terms.learningGoals,
      education: terms.education,
    }),
    toDashboard: t('design.toDashboard'),
  }),
  plan: (t, terms) => ({
    title: t('pages.plan'),
    message: t('planScreen.noEducation', {
      clusters: terms.clusters,
      educationYear: terms.educationYear,
      education: terms.education,
    }),
    toDashboard: t('planScreen.toDashboard'),
  }),
  testPlan: (t, terms) => ({
    title: t('testPlan.screen'),
    message: t('testPlan.noEducation', {
      education: terms.education,
      educationYear: terms.educationYear,
    }),
    toDashboard: t('testPlan.toDashboard'),
  }),
  analysis: (t, terms) => ({
    title: t('pages.analysis'),
    message: t('analysis.noEducation', { education: terms.education }),
    toDashboard: t('analysis.toDashboard'),
  }),
  notes: (t, terms) => ({
    title: t('notes.title'),
    message: t('notes.noEducation', { education: terms.education }),
    toDashboard: t('notes.toDashboard'),
  }),
};

/** "Choose an education first", with the way to the dashboard where that is done. */
export default function NoEducationChosen({ screen }: { screen: TEducationScreen }) {
  const { t } = useTranslation();
  const terms = useTerms();
  const texts = GUARD_TEXTS[screen](t, terms);
  return (
    <Page title={texts.title}>
      <Text>{texts.message}</Text>
      <Button component={Link} to="/dashboard" w="fit-content">
        {texts.toDashboard}
      </Button>
    </Page>
  );
}
