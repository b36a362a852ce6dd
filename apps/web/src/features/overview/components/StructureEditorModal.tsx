import {
  ActionIcon,
  Alert,
  Button,
  Card,
  Group,
  Modal,
  NumberInput,
  Stack,
  Text,
  TextInput,
  Tooltip,
} from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useUnsavedClose } from '@/components/use-unsaved-close';
import { useChangedSinceOpened } from '@/lib/same-values';
import { EDUCATION_LIMITS, type TEducation } from '@cp/contracts';
import { capitalize } from '@/lib/use-terms';
import { useUpdateStructure } from '../api/update-structure';
import { notifyRefusal, refusalReason } from '@/lib/notify-refusal';
import { messageText } from '@/lib/server-messages';
import { HANDLED_STATUSES, notifySuccess } from '../overview-toasts';
import {
  addPeriod,
  addYear,
  draftProblems,
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

/**
 * Years and periods of an education in design (SPEC §4): rename (empty = default name), resize,
 * add, remove — never the last year or a year's last period. Shrinking or removing asks for
 * confirmation first, because planned items may be lost or moved. A failed save keeps the input.
 */
export function StructureEditorModal({ location, education, onClose }: TProps) {
  const { t } = useTranslation();
  const labels = useLabels();
  const save = useUpdateStructure(location, String(education.id));
  const [draft, setDraft] = useState<TDraftYear[]>(() => toDraft(education));
  const [confirming, setConfirming] = useState(false);
  const [showProblems, setShowProblems] = useState(false);
  const dirty = useChangedSinceOpened({ draft });
  const { requestClose, modalProps, question } = useUnsavedClose({
    dirty,
    pending: save.isPending,
    onClose,
  });
  const problems = draftProblems(draft);
  const problemOf = (key: string) =>
    showProblems && problems[key] ? messageText(`educations.${problems[key]}`) : undefined;
  const change = (next: TDraftYear[]) => {
    setDraft(next);
    setConfirming(false);
  };

  const send = async () => {
    try {
      await save.mutateAsync(toStructureInput(draft));
      notifySuccess(t('overview.structure.saved'));
      onClose();
    } catch (error) {
      setConfirming(false);
      const { terms } = labels;
      notifyRefusal(error, refusalReason(error, { terms }) ?? t('overview.structure.saveFailed'), {
        terms,
        handles: HANDLED_STATUSES,
      });
    }
  };

  const trySave = () => {
    setShowProblems(true);
    if (Object.keys(problems).length > 0) return;
    if (!confirming && draftShrinks(education, draft)) {
      setConfirming(true);
      return;
    }
    void send();
  };

  const yearWord = capitalize(labels.terms.educationYear);
  return (
    <>
      <Modal opened {...modalProps} title={t('overview.structure.edit')} size="lg" centered>
        <Stack gap="md">
          <Text size="sm" c="dimmed">
            {t('overview.structure.editHint')}
          </Text>
          {showProblems && problems.structure && (
            <Alert color="red" variant="light" role="alert">
              {messageText(`educations.${problems.structure}`)}
            </Alert>
          )}
          {draft.map((year, yearIndex) => {
            const yearDefault = labels.yearName({ name: null, position: yearIndex + 1 });
            const yearLabel = year.name.trim() || yearDefault;
            return (
              <Card
                key={year.key}
                withBorder
                padding="sm"
                aria-label={yearLabel}
                component="section"
              >
                <Stack gap="xs">
                  <Group gap="xs" align="flex-end" wrap="nowrap">
                    <TextInput
                      flex={1}
                      label={t('overview.structure.yearNameLabel', { educationYear: yearWord })}
                      placeholder={yearDefault}
                      value={year.name}
                      error={problemOf(year.key)}
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
                          error={problemOf(`${period.key}-name`)}
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
                          error={problemOf(`${period.key}-weeks`)}
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
            {t('overview.structure.addYear', { educationYear: labels.terms.educationYear })}
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
          <Group justify="flex-end">
            <Button variant="default" onClick={requestClose}>
              {t('overview.cancel')}
            </Button>
            <Button
              color={confirming ? 'orange' : undefined}
              loading={save.isPending}
              onClick={trySave}
            >
              {confirming ? t('overview.structure.saveAnyway') : t('overview.save')}
            </Button>
          </Group>
        </Stack>
      </Modal>
      {question}
    </>
  );
}
