import { Group, NumberInput } from '@mantine/core';
import type { ComponentProps } from 'react';
import { useTranslation } from 'react-i18next';
import type { TTermWords } from '@cp/contracts';
import { FormModal } from '@/components/form/FormModal';
import type { TNumberValue } from '@/components/form/body-values';
import {
  useSchemaForm,
  type TSchemaForm,
  type TSchemaFormOptions,
} from '@/components/form/use-schema-form';
import { refusalReason } from '@/lib/notify-refusal';
import { messageText } from '@/lib/server-messages';
import { useTerms } from '@/lib/use-terms';

/*
 * The timeline's small forms (special block, elective slot, choice, "Plan") on the one form hook
 * (docs/forms.md): a narrower dialog, and a refusal the fields do not explain is toasted.
 */

type TWeeks = { start_week: number | null; end_week: number | null };

/**
 * Weeks after the year's last week: the contract's schema does not know the year, the screen
 * does (the server checks it too).
 */
function weeksPastYear(input: Partial<TWeeks>, weeks: number, terms: TTermWords) {
  const found: Record<string, string> = {};
  for (const field of ['start_week', 'end_week'] as const) {
    const week = input[field];
    if (typeof week === 'number' && week > weeks) {
      found[field] = messageText('plan.weekRange', { terms });
    }
  }
  return found;
}

/**
 * A timeline form: closes once saved. `weeks` (the year's length) checks the weeks of the body,
 * next to the form's own `check`.
 */
export function usePlanForm<V extends object, I extends object>(
  options: Pick<TSchemaFormOptions<V, I, unknown>, 'initial' | 'schema' | 'toInput' | 'send'> & {
    check?: (input: I, values: V) => Record<string, string>;
    weeks?: number;
    onClose: () => void;
  },
): TSchemaForm<V> {
  const { t } = useTranslation();
  const terms = useTerms();
  const { weeks, check, onClose, ...form } = options;
  return useSchemaForm({
    ...form,
    check: (input, values) => ({
      ...(weeks === undefined ? {} : weeksPastYear(input, weeks, terms)),
      ...check?.(input, values),
    }),
    onSaved: () => onClose(),
    failure: (error) => refusalReason(error, { terms }) ?? t('planScreen.saveFailed'),
    failureOptions: { title: null, invalid: t('educations.invalidData') },
  });
}

/** The frame of a timeline form: FormModal, narrower. */
export function PlanFormModal(props: Omit<ComponentProps<typeof FormModal>, 'size'>) {
  return <FormModal size="md" {...props} />;
}

type TWeekInput = {
  value: TNumberValue;
  onChange: (value: TNumberValue) => void;
  error: string | undefined;
};

/** The start and end week inputs of a form, within the year's weeks. */
export function WeekFields({
  weeks,
  start,
  end,
}: {
  weeks: number;
  start: TWeekInput;
  end: TWeekInput;
}) {
  const { t } = useTranslation();
  const field = (label: string, input: TWeekInput) => (
    <NumberInput
      label={label}
      description={t('planScreen.form.weekHint', { weeks })}
      min={1}
      max={weeks}
      allowDecimal={false}
      allowNegative={false}
      {...input}
      required
    />
  );
  return (
    <Group grow align="flex-start">
      {field(t('planScreen.form.startWeek'), start)}
      {field(t('planScreen.form.endWeek'), end)}
    </Group>
  );
}
