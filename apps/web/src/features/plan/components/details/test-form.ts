import type { TPlanTest, TResultType, TTestKind, TTestSize } from '@cp/contracts';
import { messageText } from '@/lib/server-messages';
import { useTerms } from '@/lib/use-terms';
import { decimalText, type TDetails } from './details-model';
import { usePlanItemForm } from './plan-item-form';

/** The fields of the test form that a location can hide, with the body field each fills. */
const OPTIONAL = {
  test_code: 'code',
  test_format: 'test_format_id',
  time: 'minutes',
  weight: 'weight',
  resit: 'resit',
  result: 'result_type',
  ects: 'ects',
} as const;

/**
 * The form of a test: its values as the inputs show them, its body, and the rule only the screen
 * checks before asking the server (an inactive format cannot be kept). A hidden field keeps its
 * value.
 */
export function useTestForm(details: TDetails, test: TPlanTest | undefined, onClose: () => void) {
  const terms = useTerms();
  const { planned, formats, shows, language } = details;
  const shown = [
    'name',
    'kind',
    'size',
    'week',
    'goal_ids',
    ...Object.entries(OPTIONAL)
      .filter(([field]) => shows(field as keyof typeof OPTIONAL))
      .map(([, body]) => body),
  ];
  return usePlanItemForm(
    { scope: details.scope, plannedClusterId: planned.id, kind: 'tests', id: test?.id },
    {
      initial: () => ({
        name: test?.name ?? '',
        code: test?.code ?? '',
        kind: (test?.kind ?? 'assessment') as TTestKind,
        size: (test?.size ?? 'medium') as TTestSize,
        test_format_id: test?.test_format_id == null ? null : String(test.test_format_id),
        week: String(test?.week ?? planned.start_week),
        // NumberInput hands over text while the input is not a number.
        minutes: (test?.minutes ?? '') as string | number,
        weight: decimalText(test?.weight ?? null, language),
        resit: test?.resit ?? false,
        result_type: (test?.result_type ?? 'grade') as TResultType,
        ects: decimalText(test?.ects ?? null, language),
        goal_ids: test?.goal_ids.map(String) ?? [],
      }),
      toInput: (values) => ({
        name: values.name.trim(),
        code: values.code.trim() || null,
        kind: values.kind,
        size: values.size,
        test_format_id: values.test_format_id === null ? null : Number(values.test_format_id),
        week: Number(values.week),
        // The API takes a number (a JSON body never coerces text); text that is no number is refused.
        minutes: values.minutes === '' ? null : Number(values.minutes),
        weight: values.weight.trim() || null,
        resit: values.resit,
        result_type: values.result_type,
        ects: values.ects.trim() || null,
        goal_ids: values.goal_ids.map(Number),
      }),
      // An inactive format cannot be kept (formatInactive); said before asking the server.
      check: (input): Record<string, string> => {
        const format = formats.find((item) => item.id === input.test_format_id);
        return shows('test_format') && format && !format.active
          ? { test_format_id: messageText('plan.formatInactive', { terms }) }
          : {};
      },
      name: (input) => input.name,
      fields: shown,
      onSaved: onClose,
    },
  );
}

export type TTestForm = ReturnType<typeof useTestForm>;
