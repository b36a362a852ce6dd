import { Button, Paper, Stack, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useTranslation } from 'react-i18next';
import type { TLocationDetails, TLocationSettingsInput } from '@cp/contracts';
import { ColorField } from '@/components/ColorField';
import { PageForm } from '@/components/form/PageForm';
import { useSchemaForm } from '@/components/form/use-schema-form';
import { useUpdateLocationSettings } from '../api/update-location-settings';
import { LocationLogoField } from './LocationLogoField';

const SWATCHES = ['#4263eb', '#1a7f37', '#c92a2a', '#e8590c', '#862e9c', '#0b7285', '#343a40'];

/**
 * Main colour and logo: what the shell shows while this location is chosen (admin). The colour
 * is saved with the location's other settings as they are (LocationSettingsForm has its own
 * form); an empty colour, or "Standaardkleur", goes back to the product's own.
 */
export function LocationVisualSettings({ location }: { location: TLocationDetails }) {
  const { t } = useTranslation();
  const save = useUpdateLocationSettings(location.id);
  const bodyWith = (colour: string): TLocationSettingsInput => ({
    allow_flexible: location.allow_flexible,
    default_weeks: location.default_weeks,
    main_color: colour === '' ? null : colour,
  });
  const form = useSchemaForm({
    initial: { main_color: location.main_color ?? '' },
    schema: (schemas) => schemas.ZLocationSettingsInputSchema,
    toInput: (values) => bodyWith(values.main_color.trim()),
    send: (input) => save.mutateAsync(input),
    onSaved: () => notifications.show({ color: 'green', message: t('location.saved') }),
    onRefused: () => notifications.show({ color: 'red', message: t('location.saveFailed') }),
    fields: ['main_color'],
  });
  const resetColour = () =>
    save.mutate(bodyWith(''), {
      onSuccess: () => {
        form.reset({ main_color: '' });
        notifications.show({ color: 'green', message: t('location.saved') });
      },
      onError: () => notifications.show({ color: 'red', message: t('location.saveFailed') }),
    });

  return (
    <Paper withBorder radius="md" p="lg">
      <Stack gap="lg">
        <Title order={2} size="h4">
          {t('location.visual')}
        </Title>
        <PageForm
          form={form}
          label={t('location.visual')}
          submitLabel={t('location.save')}
          actions={
            location.main_color && (
              <Button variant="default" onClick={resetColour} disabled={form.pending}>
                {t('location.resetColor')}
              </Button>
            )
          }
        >
          <ColorField
            label={t('location.mainColor')}
            description={t('location.mainColorHint')}
            format="hex"
            swatches={SWATCHES}
            {...form.input('main_color')}
            maw={320}
          />
        </PageForm>
        <LocationLogoField location={location} />
      </Stack>
    </Paper>
  );
}
