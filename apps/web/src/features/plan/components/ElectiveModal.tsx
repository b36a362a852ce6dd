import { NumberInput, Select } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useChangedSinceOpened } from '@/lib/same-values';
import { PLAN_LIMITS, type TElective, type TPlannedElective } from '@cp/contracts';
import { capitalize, useTerms } from '@/lib/use-terms';
import { messageText } from '@/lib/server-messages';
import {
  checkWeeks,
  isWeekRange,
  PlanFormModal,
  useFormSave,
  WeekFields,
  type TFieldErrors,
  type TWeekValues,
} from './PlanFormModal';

export interface TElectiveInput {
  elective_subject_id: number;
  places: number;
  start_week: number;
  end_week: number;
}

/**
 * Places an elective subject of the design as a slot (SPEC §5), or changes a slot's weeks and
 * places. Places default to the elective's number of clusters; fewer places than choices, a slot
 * over a special block, or an elective placed twice are refused by the server, under the field.
 */
export function ElectiveModal({
  slot,
  electives,
  choices,
  weeks,
  onSave,
  onClose,
}: {
  /** The slot to change; null places a new one. */
  slot: TPlannedElective | null;
  /** New: the elective subjects not placed in this year; change: the slot's elective. */
  electives: TElective[];
  /** How many choices the slot holds (change only). */
  choices: number;
  weeks: number;
  onSave: (input: TElectiveInput) => Promise<unknown>;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const terms = useTerms();
  const first = slot
    ? electives.find((item) => item.id === slot.elective_subject_id)
    : electives[0];
  const defaultPlaces = (elective: TElective | undefined) =>
    Math.min(Math.max(elective?.cluster_ids.length ?? 1, 1), PLAN_LIMITS.maxElectivePlaces);
  const [electiveId, setElectiveId] = useState<string | null>(first ? String(first.id) : null);
  const [places, setPlaces] = useState<number | string>(slot?.places ?? defaultPlaces(first));
  const [range, setRange] = useState<TWeekValues>({
    start: slot?.start_week ?? 1,
    end: slot?.end_week ?? Math.min(10, weeks),
  });
  const { errors, setErrors, pending, save } = useFormSave(onClose);
  const dirty = useChangedSinceOpened({ electiveId, places, range });

  const submit = () => {
    const checked = checkWeeks(range, weeks, t, terms);
    const found: TFieldErrors = isWeekRange(checked) ? {} : { ...checked };
    const placeCount = Number(places);
    if (
      places === '' ||
      !Number.isInteger(placeCount) ||
      placeCount < 1 ||
      placeCount > PLAN_LIMITS.maxElectivePlaces
    ) {
      found.places = t('planScreen.elective.placesRange', { max: PLAN_LIMITS.maxElectivePlaces });
    } else if (placeCount < choices) {
      found.places = messageText('plan.noPlaceLeft', { terms });
    }
    if (!electiveId) {
      found.elective_subject_id = t('planScreen.elective.required', {
        electiveSubject: terms.electiveSubject,
      });
    }
    if (!isWeekRange(checked) || Object.keys(found).length > 0 || !electiveId) {
      setErrors(found);
      return;
    }
    void save(() =>
      onSave({ elective_subject_id: Number(electiveId), places: placeCount, ...checked }),
    );
  };

  return (
    <PlanFormModal
      title={capitalize(
        t(slot ? 'planScreen.elective.editTitle' : 'planScreen.elective.addTitle', {
          electiveSubject: terms.electiveSubject,
        }),
      )}
      pending={pending}
      dirty={dirty}
      onClose={onClose}
      onSubmit={submit}
    >
      <Select
        label={capitalize(terms.electiveSubject)}
        data={electives.map((elective) => ({ value: String(elective.id), label: elective.title }))}
        value={electiveId}
        onChange={(value) => {
          setElectiveId(value);
          if (!slot) setPlaces(defaultPlaces(electives.find((item) => String(item.id) === value)));
        }}
        disabled={slot !== null}
        searchable
        allowDeselect={false}
        error={errors.elective_subject_id}
        required
      />
      <NumberInput
        label={t('planScreen.elective.places')}
        description={t('planScreen.elective.placesHint', { clusters: terms.clusters })}
        min={1}
        max={PLAN_LIMITS.maxElectivePlaces}
        allowDecimal={false}
        allowNegative={false}
        value={places}
        onChange={setPlaces}
        error={errors.places}
        required
      />
      <WeekFields weeks={weeks} value={range} onChange={setRange} errors={errors} />
    </PlanFormModal>
  );
}
