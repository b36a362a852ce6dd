import { Alert, Button, Center, Loader, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { Page } from '@/components/Page';
import { selectEducationParent, useAppContext } from '@/lib/context-store';
import { capitalize, useTerms } from '@/lib/use-terms';
import { useEducationParents } from '@/lib/education-parent-queries';
import { useFaculty } from '../api/get-faculty';
import { ChoiceList } from '../components/ChoiceList';

/**
 * /faculteit: the selected faculty (cookie current_faculty) and its education parents; choosing
 * one selects it (cookie current_education_parent) and opens the dashboard.
 */
export default function FacultyRoute() {
  const { t } = useTranslation();
  const terms = useTerms();
  const navigate = useNavigate();
  const { location, faculty: facultyId, educationParent } = useAppContext();
  const selected = useFaculty(location, facultyId);
  const parents = useEducationParents(location, facultyId);

  if (selected.isPending && location && facultyId) {
    return (
      <Center py="xl">
        <Loader aria-label={t('app.loading')} />
      </Center>
    );
  }
  const faculty = selected.data;
  if (!faculty) {
    return (
      <Page title={capitalize(terms.faculty)}>
        <Text>
          {t(facultyId ? 'faculties.unknown' : 'faculties.noneSelected', {
            faculty: terms.faculty,
          })}
        </Text>
        <Button component={Link} to="/locatie" w="fit-content">
          {t('faculties.choose', { faculty: terms.faculty })}
        </Button>
      </Page>
    );
  }

  const choose = (id: number) => {
    selectEducationParent(id);
    void navigate('/dashboard');
  };

  return (
    <Page title={faculty.name}>
      {parents.isPending ? (
        <Loader size="sm" aria-label={t('app.loading')} />
      ) : parents.isError ? (
        <Alert color="red" variant="light">
          {t('faculties.unknown', { faculty: terms.faculty })}
        </Alert>
      ) : parents.data.length === 0 ? (
        <Text>{t('faculties.noParentsYet', { faculty: terms.faculty })}</Text>
      ) : (
        <>
          <Text c="dimmed">{t('faculties.chooseParent')}</Text>
          <ChoiceList items={parents.data} selected={educationParent} onChoose={choose} />
        </>
      )}
    </Page>
  );
}
