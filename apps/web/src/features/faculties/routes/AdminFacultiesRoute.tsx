import { Alert, Button, Center, Group, Loader, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Page } from '@/components/Page';
import { useAppContext } from '@/lib/context-store';
import { capitalize, useTerms } from '@/lib/use-terms';
import { useCreateFaculty } from '../api/create-faculty';
import { useFaculties } from '@/lib/faculty-queries';
import { FacultyAdminCard, type TAdminAction } from '../components/FacultyAdminCard';
import { FacultyAdminDialogs } from '../components/FacultyAdminDialogs';
import { NameModal } from '../components/NameModal';

/** /admin/faculties: the location's faculties and their education parents (admins). */
export default function AdminFacultiesRoute() {
  const { t } = useTranslation();
  const terms = useTerms();
  const { location } = useAppContext();
  const faculties = useFaculties(location);
  const createFaculty = useCreateFaculty(location ?? '');
  const [creating, setCreating] = useState(false);
  const [action, setAction] = useState<TAdminAction | null>(null);

  const title = capitalize(terms.faculties);
  if (!location) {
    return (
      <Page title={title}>
        <Text>{t('naming.noLocation')}</Text>
      </Page>
    );
  }
  return (
    <Page title={title}>
      <Group justify="space-between" align="flex-start">
        <Text maw={640} c="dimmed">
          {t('faculties.intro', {
            faculties: terms.faculties,
            faculty: terms.faculty,
            educations: terms.educations,
          })}
        </Text>
        <Button onClick={() => setCreating(true)}>
          {t('faculties.add', { faculty: terms.faculty })}
        </Button>
      </Group>
      {faculties.isPending ? (
        <Center py="xl">
          <Loader aria-label={t('app.loading')} />
        </Center>
      ) : faculties.isError ? (
        <Alert color="red" variant="light">
          {t('faculties.loadFailed', { faculties: terms.faculties })}
        </Alert>
      ) : faculties.data.length === 0 ? (
        <Text>{t('faculties.none', { faculties: terms.faculties })}</Text>
      ) : (
        <Stack gap="md">
          {faculties.data.map((faculty) => (
            <FacultyAdminCard
              key={faculty.id}
              location={location}
              faculty={faculty}
              onAction={setAction}
            />
          ))}
        </Stack>
      )}
      {creating && (
        <NameModal
          title={t('faculties.addTitle', { faculty: terms.faculty })}
          submitLabel={t('faculties.create')}
          onClose={() => setCreating(false)}
          onSubmit={(name) => createFaculty.mutateAsync({ name })}
          successMessage={(name) => t('faculties.created', { name })}
          failureMessage={t('faculties.createFailed', { faculty: terms.faculty })}
        />
      )}
      {action && (
        <FacultyAdminDialogs location={location} action={action} onClose={() => setAction(null)} />
      )}
    </Page>
  );
}
