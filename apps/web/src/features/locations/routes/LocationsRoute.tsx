import {
  Alert,
  Badge,
  Button,
  Center,
  Group,
  Loader,
  Paper,
  SimpleGrid,
  Stack,
  Text,
  UnstyledButton,
} from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import type { TLocation, TLocationChoice, TSsoProvider } from '@cp/contracts';
import { Icon } from '@/components/icons/Icon';
import { buildingGlyph } from '@/components/icons/glyphs/building';
import { infoGlyph } from '@/components/icons/glyphs/info';
import { Page } from '@/components/Page';
import { getAppContext, selectLocation, useAppContext } from '@/lib/context-store';
import { rolesAt, useCurrentUser } from '@/lib/current-user';
import { startSso } from '@/lib/sso-start';
import { useUnlicensedLocations } from '@/lib/unlicensed-locations';
import { useCreateLocation } from '../api/create-location';
import { useLocations } from '@/lib/location-queries';
import { LocationFormModal } from '../components/LocationFormModal';
import { locationAfterLogin } from '../after-login';
import classes from './LocationsRoute.module.css';

function LocationCard({
  location,
  selected,
  unlicensed,
  onChoose,
}: {
  location: TLocation;
  selected: boolean;
  /** Refused with `no_license` in this session (lib/unlicensed-locations.ts). */
  unlicensed: boolean;
  onChoose: () => void;
}) {
  const { t } = useTranslation();
  return (
    <UnstyledButton
      onClick={onChoose}
      className={classes.card}
      data-selected={selected || undefined}
    >
      <Paper withBorder radius="md" p="md" className={classes.paper}>
        <Stack gap={4}>
          <LocationHeading location={location} />
          {selected && (
            <Badge variant="light" size="sm" w="fit-content" tt="none">
              {t('locations.current')}
            </Badge>
          )}
          {unlicensed && (
            <Badge variant="light" color="yellow" size="sm" w="fit-content" tt="none">
              {t('locations.noLicense')}
            </Badge>
          )}
        </Stack>
      </Paper>
    </UnstyledButton>
  );
}

/** A location's name with its domain and kind of school, as every card of this screen starts. */
function LocationHeading({
  location,
  titleId,
}: {
  location: Pick<TLocation, 'title' | 'domain' | 'type'>;
  titleId?: string;
}) {
  const { t } = useTranslation();
  return (
    <>
      <Text fw={600} id={titleId} style={{ display: 'flex', gap: 8, alignItems: 'center' }}>
        <Icon glyph={buildingGlyph} size={18} />
        {location.title}
      </Text>
      <Text size="sm" c="dimmed">
        {location.domain} · {t(location.type === 'vo' ? 'locations.typeVo' : 'locations.typeOther')}
      </Text>
    </>
  );
}

/**
 * A location that admits only sessions begun through its own single sign-on, while this one was
 * not (a password, or another school's account; decision 0020): not a button that would be
 * refused, but the location with its school's sign-in buttons. Signing in there chooses it.
 */
function SchoolAccountCard({
  location,
  providers,
}: {
  location: TLocationChoice;
  providers: readonly TSsoProvider[];
}) {
  const { t } = useTranslation();
  const titleId = `location-${location.id}-title`;
  const signIn = (provider: TSsoProvider) => {
    selectLocation(location.id);
    startSso(provider, { domain: location.domain, next: '/locaties' });
  };
  return (
    <Paper
      withBorder
      radius="md"
      p="md"
      className={classes.paper}
      role="group"
      aria-labelledby={titleId}
    >
      <Stack gap={4}>
        <LocationHeading location={location} titleId={titleId} />
        <Badge variant="light" color="blue" size="sm" w="fit-content" tt="none">
          {t('locations.ssoRequired')}
        </Badge>
        <Text size="sm">{t('locations.ssoRequiredText')}</Text>
        <Group gap="xs" mt={4}>
          {providers.map((provider) => {
            const label = t(`sso.providers.${provider}`);
            return (
              <Button
                key={provider}
                size="compact-sm"
                variant="light"
                aria-label={t('locations.ssoSignIn', { label, location: location.title })}
                onClick={() => signIn(provider)}
              >
                {label}
              </Button>
            );
          })}
        </Group>
      </Stack>
    </Paper>
  );
}

/** The platform administrator creates locations (docs/organisation.md "Locations and licenses"). */
function NewLocation() {
  const { t } = useTranslation();
  const [opened, modal] = useDisclosure(false);
  const create = useCreateLocation();
  return (
    <>
      <Button onClick={modal.open} w="fit-content">
        {t('locations.newLocation')}
      </Button>
      {opened && (
        <LocationFormModal onClose={modal.close} submit={(input) => create.mutateAsync(input)} />
      )}
    </>
  );
}

export default function LocationsRoute() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const routeState: unknown = useLocation().state;
  const afterLogin =
    typeof routeState === 'object' && routeState !== null && 'afterLogin' in routeState;
  const { data: locations, isPending, isError } = useLocations();
  const context = useAppContext();
  const user = useCurrentUser();
  const platformAdmin = user?.is_platform_admin ?? false;
  const unlicensed = useUnlicensedLocations();
  const autoChoice =
    afterLogin && locations
      ? locationAfterLogin(getAppContext().location, locations, unlicensed)
      : null;

  useEffect(() => {
    if (!afterLogin || !locations) return;
    if (autoChoice === null) {
      // Drop the marker so coming back here later shows the list instead of jumping on.
      void navigate('/locaties', { replace: true, state: null });
      return;
    }
    selectLocation(autoChoice);
    void navigate('/locatie', { replace: true });
  }, [afterLogin, locations, autoChoice, navigate]);

  const choose = (location: TLocation) => {
    selectLocation(location.id);
    void navigate('/locatie');
  };
  // The admin of a location without a license can still see which license ended (/licenties).
  const showLicenses = (location: TLocation) => {
    selectLocation(location.id);
    void navigate('/licenties');
  };

  if (isPending || autoChoice !== null) {
    return (
      <Center py="xl">
        <Loader aria-label={t('app.loading')} />
      </Center>
    );
  }
  return (
    <Page title={t('locations.title')}>
      {isError && <Alert color="red">{t('locations.loadFailed')}</Alert>}
      {locations?.length === 0 && (
        <Alert color="blue" variant="light" icon={<Icon glyph={infoGlyph} />}>
          {t('locations.none')}
        </Alert>
      )}
      {locations?.length === 0 && platformAdmin && <NewLocation />}
      {locations && locations.length > 0 && (
        <>
          <Group justify="space-between" gap="sm">
            <Text c="dimmed">{t('locations.choose')}</Text>
            {platformAdmin && <NewLocation />}
          </Group>
          <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }}>
            {locations.map((location) => {
              if (location.sso_required !== null) {
                return (
                  <SchoolAccountCard
                    key={location.id}
                    location={location}
                    providers={location.sso_required}
                  />
                );
              }
              const refused = unlicensed.has(String(location.id));
              return (
                <Stack key={location.id} gap={4}>
                  <LocationCard
                    location={location}
                    selected={String(location.id) === context.location}
                    unlicensed={refused}
                    onChoose={() => choose(location)}
                  />
                  {refused && rolesAt(user, location.id).includes('admin') && (
                    <Button
                      variant="subtle"
                      size="compact-sm"
                      w="fit-content"
                      onClick={() => showLicenses(location)}
                    >
                      {t('locations.showLicenses')}
                    </Button>
                  )}
                </Stack>
              );
            })}
          </SimpleGrid>
        </>
      )}
    </Page>
  );
}
