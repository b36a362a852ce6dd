import { Alert, Button, Group, Modal, NumberInput, Stack } from '@mantine/core';
import type { TFunction } from 'i18next';
import type { TTermWords } from '@cp/contracts';
import { useState, type FormEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useUnsavedClose } from '@/components/use-unsaved-close';
import { useTerms } from '@/lib/use-terms';
import { notifyRefusal, refusalReason } from '@/lib/notify-refusal';
import { fieldErrorsOf, messageText } from '@/lib/server-messages';

/*
 * The frame of the timeline's small forms (special block, elective slot, choice, "Plan"): title,
 * fields, cancel and save, optionally delete. Saving waits for the server; its 422s show under
 * their fields (SPEC §8), other refusals in a toast. It cannot be closed while saving, and while
 * `dirty` every way of closing it asks first (components/use-unsaved-close.tsx).
 */

export type TFieldErrors = Record<string, string>;

/** Runs a save: closes on success, else puts the server's field errors in `setErrors`. */
export function useFormSave(onClose: () => void) {
  const { t } = useTranslation();
  const terms = useTerms();
  const [errors, setErrors] = useState<TFieldErrors>({});
  const [pending, setPending] = useState(false);
  const save = async (run: () => Promise<unknown>) => {
    setPending(true);
    try {
      await run();
      onClose();
    } catch (error) {
      setErrors(fieldErrorsOf(error, { terms }));
      // The fields show a 422; other refusals say why, or that saving failed.
      notifyRefusal(error, refusalReason(error, { terms }) ?? t('planScreen.saveFailed'), {
        terms,
        title: null,
        invalid: t('educations.invalidData'),
      });
    } finally {
      setPending(false);
    }
  };
  return { errors, setErrors, pending, save };
}

export function PlanFormModal({
  title,
  pending,
  dirty,
  onClose,
  onSubmit,
  extra,
  formError,
  children,
}: {
  title: string;
  pending: boolean;
  /** The form holds changes not saved yet. */
  dirty: boolean;
  onClose: () => void;
  onSubmit: () => void;
  /** A button at the left of the footer (delete). */
  extra?: ReactNode;
  /** An error that belongs to no field shown here. */
  formError?: string | undefined;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  const { requestClose, modalProps, question } = useUnsavedClose({ dirty, pending, onClose });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSubmit();
  };
  return (
    <>
      <Modal opened {...modalProps} title={title} size="md">
        <form onSubmit={submit} noValidate>
          <Stack gap="sm">
            {children}
            {formError && (
              <Alert color="red" variant="light" p="xs">
                {formError}
              </Alert>
            )}
            <Group justify="space-between" mt="sm">
              <div>{extra}</div>
              <Group gap="xs">
                <Button variant="default" onClick={requestClose} disabled={pending}>
                  {t('planScreen.cancel')}
                </Button>
                <Button type="submit" loading={pending}>
                  {t('planScreen.save')}
                </Button>
              </Group>
            </Group>
          </Stack>
        </form>
      </Modal>
      {question}
    </>
  );
}

export interface TWeekValues {
  start: number | string;
  end: number | string;
}

/** The start and end week inputs of a form, within the year's weeks. */
export function WeekFields({
  weeks,
  value,
  onChange,
  errors,
}: {
  weeks: number;
  value: TWeekValues;
  onChange: (value: TWeekValues) => void;
  errors: TFieldErrors;
}) {
  const { t } = useTranslation();
  return (
    <Group grow align="flex-start">
      <NumberInput
        label={t('planScreen.form.startWeek')}
        description={t('planScreen.form.weekHint', { weeks })}
        min={1}
        max={weeks}
        allowDecimal={false}
        allowNegative={false}
        value={value.start}
        onChange={(start) => onChange({ ...value, start })}
        error={errors.start_week}
        required
      />
      <NumberInput
        label={t('planScreen.form.endWeek')}
        description={t('planScreen.form.weekHint', { weeks })}
        min={1}
        max={weeks}
        allowDecimal={false}
        allowNegative={false}
        value={value.end}
        onChange={(end) => onChange({ ...value, end })}
        error={errors.end_week}
        required
      />
    </Group>
  );
}

/**
 * The weeks as numbers, or the field errors the server would answer (in the user's language):
 * a week outside the year, or the end before the start.
 */
export function checkWeeks(
  value: TWeekValues,
  weeks: number,
  t: TFunction,
  terms: TTermWords,
): { start_week: number; end_week: number } | TFieldErrors {
  const start = Number(value.start);
  const end = Number(value.end);
  const errors: TFieldErrors = {};
  const valid = (week: number, raw: number | string) =>
    raw !== '' && Number.isInteger(week) && week >= 1 && week <= weeks;
  if (!valid(start, value.start)) errors.start_week = messageText('plan.weekRange', { terms });
  if (!valid(end, value.end)) errors.end_week = messageText('plan.weekRange', { terms });
  else if (!errors.start_week && end < start) errors.end_week = messageText('plan.endBeforeStart');
  return Object.keys(errors).length > 0 ? errors : { start_week: start, end_week: end };
}

export const isWeekRange = (
  value: { start_week: number; end_week: number } | TFieldErrors,
): value is { start_week: number; end_week: number } => typeof value.start_week === 'number';
