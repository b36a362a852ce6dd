import { Alert, Button, Group, Loader, Paper, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { selectFaculty, useAppContext } from '@/lib/context-store';
import { useCurrentUser, rolesAt } from '@/lib/current-user';
import { capitalize, useTerms } from '@/lib/use-terms';
import { useFaculties } from '@/lib/faculty-queries';
import { ChoiceList } from './ChoiceList';

/**
 * On /locatie: the location's faculties; choosing one opens /faculteit (docs/organisation.md
 * "Locations and licenses").
 */
export function LocationFacultiesCard({ locationId }: { locationId: number }) {
  const { t } = useTranslation();
  const terms = useTerms();
  const navigate = useNavigate();
  const { faculty: selected } = useAppContext();
  const user = useCurrentUser();
  const isAdmin = user?.is_platform_admin || rolesAt(user, locationId).includes('admin');
  const faculties = useFaculties(String(locationId));

  const choose = (id: number) => {
    selectFaculty(id);
    void navigate('/faculteit');
  };

  return (
    <Paper
      withBorder
      radius="md"
      p="lg"
      component="section"
      aria-label={capitalize(terms.faculties)}
    >
      <Stack gap="sm">
        <Group justify="space-between">
          <Text fw={600}>{capitalize(terms.faculties)}</Text>
          {isAdmin && (
            <Button component={Link} to="/admin/faculties" size="xs" variant="default">
              {t('faculties.manage')}
            </Button>
          )}
        </Group>
        {faculties.isPending ? (
          <Loader size="sm" aria-label={t('app.loading')} />
        ) : faculties.isError ? (
          <Alert color="red" variant="light">
            {t('faculties.loadFailed', { faculties: terms.faculties })}
          </Alert>
        ) : faculties.data.length === 0 ? (
          <Text c="dimmed">{t('faculties.none', { faculties: terms.faculties })}</Text>
        ) : (
          <>
            <Text size="sm" c="dimmed">
              {t('faculties.chooseHint', { faculty: terms.faculty })}
            </Text>
            <ChoiceList
              items={faculties.data.map((faculty) => ({
                id: faculty.id,
                name: faculty.name,
                detail: t('faculties.parentsCount', { count: faculty.education_parents_count }),
              }))}
              selected={selected}
              onChoose={choose}
            />
          </>
        )}
      </Stack>
    </Paper>
  );
}
