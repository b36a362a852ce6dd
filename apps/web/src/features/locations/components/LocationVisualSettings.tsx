import { Button, Group, Paper, Stack, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { HEX_COLOUR, LOCATION_MESSAGES, type TLocationDetails } from '@cp/contracts';
import { ColorField } from '@/components/ColorField';
import { fieldErrorsOf, messageText } from '@/lib/server-messages';
import { useUpdateLocationSettings } from '../api/update-location-settings';
import { LocationLogoField } from './LocationLogoField';

const SWATCHES = ['#4263eb', '#1a7f37', '#c92a2a', '#e8590c', '#862e9c', '#0b7285', '#343a40'];

/** Main colour and logo: what the shell shows while this location is chosen (admin). */
export function LocationVisualSettings({ location }: { location: TLocationDetails }) {
  const { t } = useTranslation();
  const save = useUpdateLocationSettings(location.id);
  const [colour, setColour] = useState(location.main_color ?? '');
  const [colourError, setColourError] = useState<string | null>(null);

  const saveColour = (value: string) => {
    if (value !== '' && !HEX_COLOUR.test(value)) {
      setColourError(messageText(LOCATION_MESSAGES.colourInvalid));
      return;
    }
    save.mutate(
      {
        allow_flexible: location.allow_flexible,
        default_weeks: location.default_weeks,
        main_color: value === '' ? null : value.toLowerCase(),
      },
      {
        onSuccess: () => notifications.show({ color: 'green', message: t('location.saved') }),
        onError: (error) => {
          const found = fieldErrorsOf(error).main_color;
          if (found) setColourError(found);
          notifications.show({ color: 'red', message: t('location.saveFailed') });
        },
      },
    );
  };

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
              {location.main_color && (
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
        <LocationLogoField location={location} />
      </Stack>
    </Paper>
  );
}
