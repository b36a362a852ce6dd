import { Badge, Button, Center, Group, Loader, Paper, Stack, Text } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Page } from '@/components/Page';
import { useAppContext } from '@/lib/context-store';
import { rolesAt, useCurrentUser } from '@/lib/current-user';
import { useLocationDetails } from '@/lib/location-queries';
import { useTerms } from '@/lib/use-terms';
import { useUpdateLocation } from '../api/update-location';
import { LocationFaculties } from '../components/LocationFaculties';
import { LocationFormModal } from '../components/LocationFormModal';
import { LocationSettingsForm } from '../components/LocationSettingsForm';
import { LocationVisualSettings } from '../components/LocationVisualSettings';
import { SsoSettings } from '../components/SsoSettings';

function Detail({ label, value }: { label: string; value: string }) {
  return (
    <div>
      <Text size="sm" c="dimmed">
        {label}
      </Text>
      <Text>{value}</Text>
    </div>
  );
}

/** `renderFaculties`: the faculties part, composed in by the app (features do not import each other). */
export default function LocationRoute(props: {
  renderFaculties?: (locationId: number) => ReactNode;
}) {
  const { t } = useTranslation();
  const terms = useTerms();
  const { location: selected } = useAppContext();
  const id = selected && /^\d+$/.test(selected) ? Number(selected) : null;
  const { data: location, isPending, isError } = useLocationDetails(id);
  const user = useCurrentUser();
  const [editing, edit] = useDisclosure(false);
  const update = useUpdateLocation(id ?? 0);

  if (id !== null && isPending) {
    return (
      <Center py="xl">
        <Loader aria-label={t('app.loading')} />
      </Center>
    );
  }
  if (!location || isError) {
    return (
      <Page title={t('location.fallbackTitle')}>
        <Text>{selected ? t('location.unknown') : t('location.noneSelected')}</Text>
        <Button component={Link} to="/locaties" w="fit-content">
          {t('location.chooseLocation')}
        </Button>
      </Page>
    );
  }
  const platformAdmin = user?.is_platform_admin ?? false;
  const admin = platformAdmin || rolesAt(user, location.id).includes('admin');
  return (
    <Page title={location.title}>
      <Paper withBorder radius="md" p="lg">
        <Group justify="space-between" align="flex-start">
          <Group gap="xl">
            <Detail label={t('locations.domain')} value={location.domain} />
            <Detail
              label={t('locations.type')}
              value={t(location.type === 'vo' ? 'locations.typeVo' : 'locations.typeOther')}
            />
            {location.allow_flexible && (
              <Badge color="orange" variant="light" tt="none" style={{ alignSelf: 'center' }}>
                {t('location.allowFlexible', { educations: terms.educations })}
              </Badge>
            )}
          </Group>
          {platformAdmin && (
            <Button variant="default" onClick={edit.open}>
              {t('location.edit')}
            </Button>
          )}
        </Group>
      </Paper>
      {props.renderFaculties?.(location.id) ?? <LocationFaculties locationId={location.id} />}
      {admin && (
        <Stack gap="lg">
          <LocationSettingsForm key={`settings-${location.id}`} location={location} />
          <LocationVisualSettings key={`visual-${location.id}`} location={location} />
          <SsoSettings key={`sso-${location.id}`} location={location} />
        </Stack>
      )}
      {platformAdmin && editing && (
        <LocationFormModal
          onClose={edit.close}
          location={location}
          submit={(input) => update.mutateAsync(input)}
        />
      )}
    </Page>
  );
}
