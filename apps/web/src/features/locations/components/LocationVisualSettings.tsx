import {
  Alert,
  Button,
  FileButton,
  Group,
  Image,
  Input,
  Paper,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import {
  HEX_COLOUR,
  LOCATION_MESSAGES,
  LOGO_MAX_BYTES,
  LOGO_MIME_TYPES,
  type TLocationDetails,
} from '@cp/contracts';
import { ColorField } from '@/components/ColorField';
import { ApiError } from '@/lib/api';
import { fieldErrorsOf, messageText } from '@/lib/server-messages';
import { logoUrl } from '../api/logo-url';
import { useRemoveLocationLogo } from '../api/remove-location-logo';
import { useUpdateLocationSettings } from '../api/update-location-settings';
import { useUploadLocationLogo } from '../api/upload-location-logo';

const SWATCHES = ['#4263eb', '#1a7f37', '#c92a2a', '#e8590c', '#862e9c', '#0b7285', '#343a40'];

/** What is wrong with a chosen logo file before it is sent, as a message key. */
export function logoFileProblem(file: { size: number; type: string }) {
  if (!(LOGO_MIME_TYPES as readonly string[]).includes(file.type)) return 'logoType' as const;
  if (file.size > LOGO_MAX_BYTES) return 'logoTooLarge' as const;
  return null;
}

/** Main colour and logo: what the shell shows while this location is chosen (admin). */
export function LocationVisualSettings({ location }: { location: TLocationDetails }) {
  const { t } = useTranslation();
  const save = useUpdateLocationSettings(location.id);
  const upload = useUploadLocationLogo(location.id);
  const remove = useRemoveLocationLogo(location.id);
  const [colour, setColour] = useState(location.mainColor ?? '');
  const [colourError, setColourError] = useState<string | null>(null);
  const [logoError, setLogoError] = useState<string | null>(null);
  const src = logoUrl(location);

  const saveColour = (value: string) => {
    if (value !== '' && !HEX_COLOUR.test(value)) {
      setColourError(messageText(LOCATION_MESSAGES.colourInvalid));
      return;
    }
    save.mutate(
      {
        allowFlexible: location.allowFlexible,
        defaultWeeks: location.defaultWeeks,
        mainColor: value === '' ? null : value.toLowerCase(),
      },
      {
        onSuccess: () => notifications.show({ color: 'green', message: t('location.saved') }),
        onError: (error) => {
          const found = fieldErrorsOf(error).mainColor;
          if (found) setColourError(found);
          notifications.show({ color: 'red', message: t('location.saveFailed') });
        },
      },
    );
  };

  const chooseLogo = (file: File | null) => {
    if (!file) return;
    const problem = logoFileProblem(file);
    if (problem) {
      setLogoError(messageText(LOCATION_MESSAGES[problem]));
      notifications.show({ color: 'red', message: t('location.logoFailed') });
      return;
    }
    setLogoError(null);
    upload.mutate(file, {
      onSuccess: () => notifications.show({ color: 'green', message: t('location.logoSaved') }),
      onError: (error) => {
        if (error instanceof ApiError && error.status === 413) {
          setLogoError(messageText(LOCATION_MESSAGES.logoTooLarge));
        } else if (error instanceof ApiError && error.status === 422) {
          setLogoError(messageText(LOCATION_MESSAGES.logoType));
        }
        notifications.show({ color: 'red', message: t('location.logoFailed') });
      },
    });
  };

  const removeLogo = () =>
    remove.mutate(undefined, {
      onSuccess: () => notifications.show({ color: 'green', message: t('location.logoRemoved') }),
      onError: () => notifications.show({ color: 'red', message: t('location.logoRemoveFailed') }),
    });

  return (
    <Paper withBorder radius="md" p="lg">
      <Stack gap="lg">
        <Title order={2} size="h4">
          {t('location.visual')}
        </Title>
        <form
          onSubmit={(event: FormEvent) => {
            event.preventDefault();
            saveColour(colour.trim());
          }}
          noValidate
        >
          <Stack gap="sm">
            <ColorField
              label={t('location.mainColor')}
              description={t('location.mainColorHint')}
              format="hex"
              swatches={SWATCHES}
              value={colour}
              onChange={(value) => {
                setColour(value);
                setColourError(null);
              }}
              error={colourError}
              maw={320}
            />
            <Group gap="sm">
              <Button type="submit" loading={save.isPending}>
                {t('location.save')}
              </Button>
              {location.mainColor && (
                <Button
                  variant="default"
                  onClick={() => {
                    setColour('');
                    setColourError(null);
                    saveColour('');
                  }}
                >
                  {t('location.resetColor')}
                </Button>
              )}
            </Group>
          </Stack>
        </form>
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
                <Button {...props} variant="light" loading={upload.isPending}>
                  {t('location.chooseLogo')}
                </Button>
              )}
            </FileButton>
            {src && (
              <Button variant="subtle" color="red" onClick={removeLogo} loading={remove.isPending}>
                {t('location.removeLogo')}
              </Button>
            )}
          </Group>
        </Stack>
      </Stack>
    </Paper>
  );
}
