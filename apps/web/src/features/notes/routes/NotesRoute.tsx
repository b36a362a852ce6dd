import { Button, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Page } from '@/components/Page';
import { useAppContext } from '@/lib/context-store';
import { useTerms } from '@/lib/use-terms';
import { NotesScreen } from '../components/NotesScreen';

/** /notities, the education's home page: the notes of the selected education. */
export default function NotesRoute() {
  const { t } = useTranslation();
  const terms = useTerms();
  const { location, education } = useAppContext();
  if (!location || !education) {
    return (
      <Page title={t('notes.title')}>
        <Text>{t('notes.noEducation', { education: terms.education })}</Text>
        <Button component={Link} to="/dashboard" w="fit-content">
          {t('notes.toDashboard')}
        </Button>
      </Page>
    );
  }
  return <NotesScreen location={location} education={education} />;
}
