import {
  ActionIcon,
  Alert,
  Button,
  Card,
  Group,
  NumberInput,
  Stack,
  Text,
  TextInput,
  Tooltip,
} from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { EDUCATION_LIMITS, type TEducation } from '@cp/contracts';
import { useSchemaForm } from '@/components/form/use-schema-form';
import { capitalize } from '@/lib/use-terms';
import { useUpdateStructure } from '../api/update-structure';
import { notifyRefusal, refusalReason } from '@/lib/notify-refusal';
import { messageText } from '@/lib/server-messages';
import { HANDLED_STATUSES, notifySuccess } from '../overview-toasts';
import {
  addPeriod,
  addYear,
  draftShrinks,
  removePeriod,
  removeYear,
  toDraft,
  toStructureInput,
  updatePeriod,
  updateYear,
  type TDraftYear,
} from '../structure';
import { useLabels } from './use-labels';
import { OverviewFormModal } from './OverviewFormModal';

interface TProps {
  location: string;
  education: TEducation;
  onClose: () => void;
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

/** The paths of the messages shown at an input: a year's name, a period's name or weeks. */
const AT_AN_INPUT = /^years\.\d+\.(name|periods\.\d+\.(name|weeks))$/;

/** The first save of a structure that shrinks asks first: this try is held, not refused. */
const ASKED = Symbol('asked before a shrinking save');

/**
 * Years and periods of an education in design (SPEC §4): rename (empty = default name), resize,
 * add, remove — never the last year or a year's last period. Shrinking or removing asks for
 * confirmation first, because planned items may be lost or moved. A failed save keeps the input.
 */
export function StructureEditorModal({ location, education, onClose }: TProps) {
  const { t } = useTranslation();
  const labels = useLabels();
  const { terms } = labels;
  const save = useUpdateStructure(location, String(education.id));
  const [confirming, setConfirming] = useState(false);
  const form = useSchemaForm({
    initial: () => ({ years: toDraft(education) }),
    schema: (schemas) => schemas.ZStructureInputSchema,
    toInput: (values) => toStructureInput(values.years),
    send: (input) => {
      // Shrinking may lose planned items: the first save asks, "Toch opslaan" sends.
      if (!confirming && draftShrinks(education, input.years)) {
        setConfirming(true);
        return Promise.reject(ASKED);
      }
      return save.mutateAsync(input);
    },
    onSaved: () => {
      notifySuccess(t('overview.structure.saved'));
      onClose();
    },
    onRefused: (error) => {
      if (error === ASKED) return;
      setConfirming(false);
      notifyRefusal(error, refusalReason(error, { terms }) ?? t('overview.structure.saveFailed'), {
        terms,
        handles: HANDLED_STATUSES,
      });
    },
  });
  const draft = form.values.years;
  const change = (next: TDraftYear[]) => {
    form.set('years', next);
    setConfirming(false);
  };
  // The schema's and the server's messages by path: `years.0.periods.1.weeks`.
  const problemOf = (path: string) => form.errors[`years.${path}`];
  // Those of no input (too many years, an unknown part) above the years.
  const otherProblems = [
    ...new Set(
      Object.entries(form.errors)
        .filter(([path]) => !AT_AN_INPUT.test(path))
        .map(([, message]) => message),
    ),
  ];

  const yearWord = capitalize(terms.educationYear);
  return (
    <OverviewFormModal
      form={form}
      title={t('overview.structure.edit')}
      submitLabel={confirming ? t('overview.structure.saveAnyway') : t('overview.save')}
      submitProps={{ color: confirming ? 'orange' : undefined }}
      size="lg"
      onClose={onClose}
    >
      <Text size="sm" c="dimmed">
        {t('overview.structure.editHint')}
      </Text>
      {otherProblems.length > 0 && (
        <Alert color="red" variant="light" role="alert">
          {otherProblems.join(' ')}
        </Alert>
      )}
      {draft.map((year, yearIndex) => {
        const yearDefault = labels.yearName({ name: null, position: yearIndex + 1 });
        const yearLabel = year.name.trim() || yearDefault;
        return (
          <Card key={year.key} withBorder padding="sm" aria-label={yearLabel} component="section">
            <Stack gap="xs">
              <Group gap="xs" align="flex-end" wrap="nowrap">
                <TextInput
                  flex={1}
                  label={t('overview.structure.yearNameLabel', { educationYear: yearWord })}
                  placeholder={yearDefault}
                  value={year.name}
                  error={problemOf(`${yearIndex}.name`)}
                  onChange={(event) =>
                    change(updateYear(draft, year.key, event.currentTarget.value))
                  }
                />
                <RemoveButton
                  label={t('overview.structure.remove', { name: yearLabel })}
                  blockedBy={draft.length <= 1 ? messageText('educations.lastYear') : null}
                  onClick={() => change(removeYear(draft, year.key))}
                />
              </Group>
              {year.periods.map((period, periodIndex) => {
                const periodDefault = labels.periodName({
                  name: null,
                  position: periodIndex + 1,
                });
                const periodLabel = period.name.trim() || periodDefault;
                const path = `${yearIndex}.periods.${periodIndex}`;
                return (
                  <Group key={period.key} gap="xs" align="flex-start" wrap="nowrap" pl="md">
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
                        change(
                          updatePeriod(draft, year.key, period.key, {
                            name: event.currentTarget.value,
                          }),
                        )
                      }
                    />
                    <NumberInput
                      w={110}
                      aria-label={t('overview.structure.weeksLabel', {
                        year: yearLabel,
                        period: periodLabel,
                      })}
                      suffix={` ${t('overview.structure.weeksUnit')}`}
                      min={1}
                      max={EDUCATION_LIMITS.maxWeeksPerPeriod}
                      clampBehavior="none"
                      allowDecimal={false}
                      allowNegative={false}
                      value={period.weeks}
                      error={problemOf(`${path}.weeks`)}
                      onChange={(weeks) =>
                        change(updatePeriod(draft, year.key, period.key, { weeks }))
                      }
                    />
                    <RemoveButton
                      label={t('overview.structure.remove', {
                        name: `${yearLabel} – ${periodLabel}`,
                      })}
                      blockedBy={
                        year.periods.length <= 1 ? messageText('educations.lastPeriod') : null
                      }
                      onClick={() => change(removePeriod(draft, year.key, period.key))}
                    />
                  </Group>
                );
              })}
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
      })}
      <Button
        variant="light"
        w="fit-content"
        disabled={draft.length >= EDUCATION_LIMITS.maxYears}
        onClick={() => change(addYear(draft))}
      >
        {t('overview.structure.addYear', { educationYear: terms.educationYear })}
      </Button>
      {confirming && (
        <Alert
          color="orange"
          variant="light"
          role="alert"
          title={t('overview.structure.lossTitle')}
        >
          {t('overview.structure.lossText')}
        </Alert>
      )}
    </OverviewFormModal>
  );
}
