import { NumberInput, Select } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { PLAN_LIMITS, type TElective, type TPlannedElective } from '@cp/contracts';
import { messageText } from '@/lib/server-messages';
import { capitalize, useTerms } from '@/lib/use-terms';
import { idOf, numberOf, type TNumberValue } from '@/components/form/body-values';
import { PlanFormModal, usePlanForm, WeekFields } from './PlanFormModal';

export interface TElectiveInput {
  elective_subject_id: number;
  places: number;
  start_week: number;
  end_week: number;
}

/** An elective's places by default: one per cluster it offers. */
const defaultPlaces = (elective: TElective | undefined) =>
  Math.min(Math.max(elective?.cluster_ids.length ?? 1, 1), PLAN_LIMITS.maxElectivePlaces);

/**
 * Places an elective subject of the design as a slot (docs/plan.md "Rules"), or changes a slot's
 * weeks and places. Places default to the elective's number of clusters; fewer places than choices,
 * a slot over a special block, or an elective placed twice are refused by the server, under the
 * field.
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
  const form = usePlanForm({
    initial: {
      elective_subject_id: first ? String(first.id) : null,
      places: (slot?.places ?? defaultPlaces(first)) as TNumberValue,
      start_week: (slot?.start_week ?? 1) as TNumberValue,
      end_week: (slot?.end_week ?? Math.min(10, weeks)) as TNumberValue,
    },
    // The places and weeks of a slot, new or changed; the elective itself is a choice (below).
    schema: (schemas) => schemas.ZPlannedElectiveUpdateSchema,
    toInput: (values) => ({
      elective_subject_id: idOf(values.elective_subject_id),
      places: numberOf(values.places),
      start_week: numberOf(values.start_week),
      end_week: numberOf(values.end_week),
    }),
    weeks,
    check: (input): Record<string, string> => {
      const found: Record<string, string> = {};
      if (input.elective_subject_id === null) {
        found.elective_subject_id = t('planScreen.elective.required', {
          electiveSubject: terms.electiveSubject,
        });
      }
      // The choices the slot holds are on screen: fewer places would leave one out.
      if (input.places !== null && input.places >= 1 && input.places < choices) {
        found.places = messageText('plan.noPlaceLeft', { terms });
      }
      return found;
    },
    // The schema and the check passed: every field is a number.
    send: (input) => onSave(input as TElectiveInput),
    onClose,
  });
  const { set } = form;

  return (
    <PlanFormModal
      title={capitalize(
        t(slot ? 'planScreen.elective.editTitle' : 'planScreen.elective.addTitle', {
          electiveSubject: terms.electiveSubject,
        }),
      )}
      form={form}
      onClose={onClose}
    >
      <Select
        label={capitalize(terms.electiveSubject)}
        data={electives.map((elective) => ({ value: String(elective.id), label: elective.title }))}
        {...form.input('elective_subject_id')}
        onChange={(value) => {
          set('elective_subject_id', value);
          if (!slot)
            set('places', defaultPlaces(electives.find((item) => String(item.id) === value)));
        }}
        disabled={slot !== null}
        searchable
        allowDeselect={false}
        required
      />
      <NumberInput
        label={t('planScreen.elective.places')}
        description={t('planScreen.elective.placesHint', { clusters: terms.clusters })}
        min={1}
        max={PLAN_LIMITS.maxElectivePlaces}
        allowDecimal={false}
        allowNegative={false}
        {...form.input('places')}
        required
      />
      <WeekFields weeks={weeks} start={form.input('start_week')} end={form.input('end_week')} />
    </PlanFormModal>
  );
}
