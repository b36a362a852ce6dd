import { Badge, Button, Group, NumberInput, Paper, Stack, Switch, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import {
  DEFAULT_WEEKS_MAX,
  DEFAULT_WEEKS_MIN,
  LOCATION_MESSAGES,
  type TLocationDetails,
} from '@cp/contracts';
import { fieldErrorsOf, messageText } from '@/lib/server-messages';
import { useTerms } from '@/lib/use-terms';
import { useUpdateLocationSettings } from '../api/update-location-settings';

const validWeeks = (value: number | string) =>
  typeof value === 'number' &&
  Number.isInteger(value) &&
  value >= DEFAULT_WEEKS_MIN &&
  value <= DEFAULT_WEEKS_MAX;

/** Allow flexible curricula (experimental) and the default number of weeks (admin). */
export function LocationSettingsForm({ location }: { location: TLocationDetails }) {
  const { t } = useTranslation();
  const terms = useTerms();
  const save = useUpdateLocationSettings(location.id);
  const [allowFlexible, setAllowFlexible] = useState(location.allowFlexible);
  const [weeks, setWeeks] = useState<number | string>(location.defaultWeeks);
  const [weeksError, setWeeksError] = useState<string | null>(null);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!validWeeks(weeks)) {
      setWeeksError(messageText(LOCATION_MESSAGES.defaultWeeksRange, { terms }));
      return;
    }
    save.mutate(
      { allowFlexible, defaultWeeks: Number(weeks), mainColor: location.mainColor },
      {
        onSuccess: () => notifications.show({ color: 'green', message: t('location.saved') }),
        onError: (error) => {
          const found = fieldErrorsOf(error, { terms }).defaultWeeks;
          if (found) setWeeksError(found);
          notifications.show({ color: 'red', message: t('location.saveFailed') });
        },
      },
    );
  };

  return (
    <Paper withBorder radius="md" p="lg">
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          <Title order={2} size="h4">
            {t('location.settings')}
          </Title>
          <Switch
            checked={allowFlexible}
            onChange={(event) => setAllowFlexible(event.currentTarget.checked)}
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
            value={weeks}
            onChange={(value) => {
              setWeeks(value);
              setWeeksError(null);
            }}
            min={DEFAULT_WEEKS_MIN}
            max={DEFAULT_WEEKS_MAX}
            allowDecimal={false}
            // Say what is wrong instead of silently changing the number.
            clampBehavior="none"
            error={weeksError}
            maw={260}
            required
          />
          <Group>
            <Button type="submit" loading={save.isPending}>
              {t('location.save')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Paper>
  );
}
