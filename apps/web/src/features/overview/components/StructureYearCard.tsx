import {
  ActionIcon,
  Button,
  Card,
  Group,
  NumberInput,
  Stack,
  TextInput,
  Tooltip,
} from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { EDUCATION_LIMITS } from '@cp/contracts';
import { capitalize } from '@/lib/use-terms';
import { messageText } from '@/lib/server-messages';
import {
  addPeriod,
  removePeriod,
  removeYear,
  updatePeriod,
  updateYear,
  updateYearStart,
  type TDraftPeriod,
  type TDraftYear,
} from '../structure';
import { useLabels } from './use-labels';

/** The draft, how to change it, and the message at a path of it (`0.periods.1.weeks`). */
export interface TStructureDraft {
  draft: TDraftYear[];
  change: (next: TDraftYear[]) => void;
  problemOf: (path: string) => string | undefined;
}

/** A remove button that, when it may not be used, says why in its tooltip. */
function RemoveButton(props: { label: string; blockedBy: string | null; onClick: () => void }) {
  const button = (
    <ActionIcon
      variant="subtle"
      color="red"
      aria-label={props.label}
      disabled={props.blockedBy !== null}
      onClick={props.onClick}
    >
      ×
    </ActionIcon>
  );
  if (!props.blockedBy) return button;
  // A disabled button gets no pointer events; the wrapper still shows the reason.
  return (
    <Tooltip label={props.blockedBy}>
      <span>{button}</span>
    </Tooltip>
  );
}

/** A period of a year: its name (empty = the default name), its weeks, and remove. */
function PeriodRow({
  draft,
  change,
  problemOf,
  year,
  yearIndex,
  yearLabel,
  period,
  periodIndex,
}: TStructureDraft & {
  year: TDraftYear;
  yearIndex: number;
  yearLabel: string;
  period: TDraftPeriod;
  periodIndex: number;
}) {
  const { t } = useTranslation();
  const labels = useLabels();
  const periodDefault = labels.periodName({ name: null, position: periodIndex + 1 });
  const periodLabel = period.name.trim() || periodDefault;
  const path = `${yearIndex}.periods.${periodIndex}`;
  return (
    <Group gap="xs" align="flex-start" wrap="nowrap" pl="md">
      <TextInput
        flex={1}
        aria-label={t('overview.structure.periodNameLabel', {
          year: yearLabel,
          position: periodIndex + 1,
        })}
        placeholder={periodDefault}
        value={period.name}
        error={problemOf(`${path}.name`)}
        onChange={(event) =>
          change(updatePeriod(draft, year.key, period.key, { name: event.currentTarget.value }))
        }
      />
      <NumberInput
        w={110}
        aria-label={t('overview.structure.weeksLabel', { year: yearLabel, period: periodLabel })}
        suffix={` ${t('overview.structure.weeksUnit')}`}
        min={1}
        max={EDUCATION_LIMITS.maxWeeksPerPeriod}
        clampBehavior="none"
        allowDecimal={false}
        allowNegative={false}
        value={period.weeks}
        error={problemOf(`${path}.weeks`)}
        onChange={(weeks) => change(updatePeriod(draft, year.key, period.key, { weeks }))}
      />
      <RemoveButton
        label={t('overview.structure.remove', { name: `${yearLabel} – ${periodLabel}` })}
        blockedBy={year.periods.length <= 1 ? messageText('educations.lastPeriod') : null}
        onClick={() => change(removePeriod(draft, year.key, period.key))}
      />
    </Group>
  );
}

/**
 * A year of the structure editor: its name (empty = the default name), the Monday its first week
 * starts on (optional: with it the test plan shows dates, docs/test-plan.md), its periods, add a
 * period and remove; never the last year or a year's last period (docs/educations.md
 * "Structure").
 */
export function StructureYearCard({
  year,
  yearIndex,
  ...structure
}: TStructureDraft & { year: TDraftYear; yearIndex: number }) {
  const { t } = useTranslation();
  const labels = useLabels();
  const { draft, change, problemOf } = structure;
  const yearDefault = labels.yearName({ name: null, position: yearIndex + 1 });
  const yearLabel = year.name.trim() || yearDefault;
  return (
    <Card withBorder padding="sm" aria-label={yearLabel} component="section">
      <Stack gap="xs">
        <Group gap="xs" align="flex-end" wrap="nowrap">
          <TextInput
            flex={1}
            label={t('overview.structure.yearNameLabel', {
              educationYear: capitalize(labels.terms.educationYear),
            })}
            placeholder={yearDefault}
            value={year.name}
            error={problemOf(`${yearIndex}.name`)}
            onChange={(event) => change(updateYear(draft, year.key, event.currentTarget.value))}
          />
          <RemoveButton
            label={t('overview.structure.remove', { name: yearLabel })}
            blockedBy={draft.length <= 1 ? messageText('educations.lastYear') : null}
            onClick={() => change(removeYear(draft, year.key))}
          />
        </Group>
        <TextInput
          type="date"
          w={{ base: '100%', xs: 220 }}
          label={t('overview.structure.startsOn')}
          description={t('overview.structure.startsOnHint')}
          value={year.starts_on}
          error={problemOf(`${yearIndex}.starts_on`)}
          onChange={(event) => change(updateYearStart(draft, year.key, event.currentTarget.value))}
        />
        {year.periods.map((period, periodIndex) => (
          <PeriodRow
            key={period.key}
            {...structure}
            year={year}
            yearIndex={yearIndex}
            yearLabel={yearLabel}
            period={period}
            periodIndex={periodIndex}
          />
        ))}
        <Button
          variant="subtle"
          size="xs"
          w="fit-content"
          disabled={year.periods.length >= EDUCATION_LIMITS.maxPeriodsPerYear}
          onClick={() => change(addPeriod(draft, year.key))}
        >
          {t('overview.structure.addPeriod', { year: yearLabel })}
        </Button>
      </Stack>
    </Card>
  );
}
