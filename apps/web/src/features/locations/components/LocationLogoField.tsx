import { Alert, Button, FileButton, Group, Image, Input, Paper, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { LOGO_MIME_TYPES, type TLocationDetails } from '@cp/contracts';
import { logoUrl } from '../api/logo-url';
import { useLocationLogo } from './use-location-logo';

/** The location's logo as the shell shows it, with choosing another and removing it. */
export function LocationLogoField({ location }: { location: TLocationDetails }) {
  const { t } = useTranslation();
  const { logoError, chooseLogo, removeLogo, uploading, removing } = useLocationLogo(location);
  const src = logoUrl(location);
  return (
    <Stack gap="sm">
      <div>
        <Input.Label>{t('location.logo')}</Input.Label>
        <Input.Description>{t('location.logoHint')}</Input.Description>
      </div>
      <Paper withBorder radius="md" p="md" w="fit-content" miw={200} bg="gray.0">
        {src ? (
          <Image
            src={src}
            alt={t('location.logoAlt', { title: location.title })}
            h={64}
            w="auto"
            maw={240}
            fit="contain"
          />
        ) : (
          <Text c="dimmed" size="sm">
            {t('location.noLogo')}
          </Text>
        )}
      </Paper>
      {logoError && (
        <Alert color="red" variant="light" role="alert" maw={480}>
          {logoError}
        </Alert>
      )}
      <Group gap="sm">
        <FileButton onChange={chooseLogo} accept={LOGO_MIME_TYPES.join(',')}>
          {(props) => (
            <Button {...props} variant="light" loading={uploading}>
              {t('location.chooseLogo')}
            </Button>
          )}
        </FileButton>
        {src && (
          <Button variant="subtle" color="red" onClick={removeLogo} loading={removing}>
            {t('location.removeLogo')}
          </Button>
        )}
      </Group>
    </Stack>
  );
}
