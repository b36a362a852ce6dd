import { Alert, Button, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { EDUCATION_LIMITS, type TEducation } from '@cp/contracts';
import { useSchemaForm } from '@/components/form/use-schema-form';
import { useUpdateStructure } from '../api/update-structure';
import { notifyRefusal, refusalReason } from '@/lib/notify-refusal';
import { HANDLED_STATUSES, notifySuccess } from '../overview-toasts';
import { addYear, draftShrinks, toDraft, toStructureInput, type TDraftYear } from '../structure';
import { StructureYearCard } from './StructureYearCard';
import { useLabels } from './use-labels';
import { OverviewFormModal } from './OverviewFormModal';

interface TProps {
  location: string;
  education: TEducation;
  onClose: () => void;
}

/**
 * The paths of the messages shown at an input: a year's name or first Monday, a period's name or
 * weeks.
 */
const AT_AN_INPUT = /^years\.\d+\.(name|starts_on|periods\.\d+\.(name|weeks))$/;

/** The first save of a structure that shrinks asks first: this try is held, not refused. */
const ASKED = Symbol('asked before a shrinking save');

/**
 * Years and periods of an education in design (docs/educations.md "Model", "Structure" and
 * "Overview screen"): rename (empty = default name), resize, add, remove — never the last year or
 * a year's last period. Shrinking or removing asks for confirmation first, because planned items
 * may be lost or moved. A failed save keeps the input.
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
      {draft.map((year, yearIndex) => (
        <StructureYearCard
          key={year.key}
          draft={draft}
          change={change}
          problemOf={problemOf}
          year={year}
          yearIndex={yearIndex}
        />
      ))}
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
