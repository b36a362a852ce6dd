import { Badge, Group, NumberInput, Paper, Stack, Switch, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useTranslation } from 'react-i18next';
import {
  DEFAULT_WEEKS_MAX,
  DEFAULT_WEEKS_MIN,
  type TLocationDetails,
  type TLocationSettingsInput,
} from '@cp/contracts';
import { numberOf, type TNumberValue } from '@/components/form/body-values';
import { PageForm } from '@/components/form/PageForm';
import { useSchemaForm } from '@/components/form/use-schema-form';
import { useTerms } from '@/lib/use-terms';
import { useUpdateLocationSettings } from '../api/update-location-settings';

/**
 * Allow flexible curricula (experimental) and the default number of weeks (admin;
 * docs/organisation.md "Locations and licenses"). The main colour has its own form
 * (LocationVisualSettings) and is sent as it is.
 */
export function LocationSettingsForm({ location }: { location: TLocationDetails }) {
  const { t } = useTranslation();
  const terms = useTerms();
  const save = useUpdateLocationSettings(location.id);
  const form = useSchemaForm({
    initial: {
      allow_flexible: location.allow_flexible,
      default_weeks: location.default_weeks as TNumberValue,
    },
    schema: (schemas) => schemas.ZLocationSettingsInputSchema,
    toInput: (values) => ({
      allow_flexible: values.allow_flexible,
      default_weeks: numberOf(values.default_weeks),
      main_color: location.main_color,
    }),
    // The schema passed: the weeks are a number.
    send: (input) => save.mutateAsync(input as TLocationSettingsInput),
    onSaved: () => notifications.show({ color: 'green', message: t('location.saved') }),
    onRefused: () => notifications.show({ color: 'red', message: t('location.saveFailed') }),
  });

  return (
    <Paper withBorder radius="md" p="lg">
      <Stack gap="md">
        <Title order={2} size="h4">
          {t('location.settings')}
        </Title>
        <PageForm form={form} submitLabel={t('location.save')}>
          <Switch
            {...form.checkbox('allow_flexible')}
            label={
              <Group gap={8} component="span">
                {t('location.allowFlexible', { educations: terms.educations })}
                <Badge color="orange" variant="light" size="sm" tt="none" component="span">
                  {t('location.experimental')}
                </Badge>
              </Group>
            }
            description={t('location.allowFlexibleHint', { educations: terms.educations })}
          />
          <NumberInput
            label={t('location.defaultWeeks')}
            description={t('location.defaultWeeksHint')}
            {...form.input('default_weeks')}
            min={DEFAULT_WEEKS_MIN}
            max={DEFAULT_WEEKS_MAX}
            allowDecimal={false}
            // Say what is wrong instead of silently changing the number.
            clampBehavior="none"
            maw={260}
            required
          />
        </PageForm>
      </Stack>
    </Paper>
  );
}
