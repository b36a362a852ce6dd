import {
  ColorSwatch,
  Group,
  NumberInput,
  Select,
  SimpleGrid,
  Switch,
  Text,
  TextInput,
} from '@mantine/core';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import {
  PLAN_LIMITS,
  RESULT_TYPES,
  TEST_KINDS,
  TEST_SIZES,
  type TPlanTest,
  type TResultType,
  type TTestKind,
  type TTestSize,
} from '@cp/contracts';
import { itemsOf } from '@/features/plan/api/plan-item-changes';
import { messageText } from '@/lib/server-messages';
import { capitalize, useTerms } from '@/lib/use-terms';
import {
  catalogueName,
  decimalText,
  goalOptions,
  weekOptions,
  type TDetails,
} from './details-model';
import { LinkPicker } from '@/components/form/FormModal';
import { DetailFormModal } from './DetailFormModal';
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
 * Add or edit a test of a planned cluster (SPEC §3): the optional fields the location shows
 * (/admin/plan), the active test formats with those used by another test of this cluster greyed
 * out (SPEC §5), a week within the cluster's weeks, and the covered learning goals with the
 * cluster's own first. A hidden field keeps its value.
 */
export default function TestFormModal({
  details,
  test,
  onClose,
}: {
  details: TDetails;
  /** The test to edit; without it a new one is added at the end. */
  test?: TPlanTest;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const terms = useTerms();
  const { plan, planned, cluster, design, formats, shows, language } = details;
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
  const form = usePlanItemForm(
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
  const { values, set, text, error } = form;

  /** Formats used by the other tests of this planned cluster: chosen once (SPEC §5). */
  const inUse = useMemo(
    () =>
      new Set(
        itemsOf(plan, 'tests', planned.id)
          .filter((other) => other.id !== test?.id && other.test_format_id !== null)
          .map((other) => other.test_format_id),
      ),
    [plan, planned.id, test?.id],
  );
  const formatOptions = useMemo(
    () =>
      formats
        .filter((format) => format.active || String(format.id) === values.test_format_id)
        .map((format) => {
          const name = catalogueName('testFormats', format, language);
          const label = !format.active
            ? t('planItems.inactiveChoose', { name })
            : inUse.has(format.id)
              ? t('planItems.tests.formatInUse', { name, cluster: terms.cluster })
              : name;
          return {
            value: String(format.id),
            label,
            disabled: !format.active || inUse.has(format.id),
          };
        }),
    [formats, inUse, language, t, terms.cluster, values.test_format_id],
  );
  const colorOf = useMemo(
    () => new Map(formats.map((format) => [String(format.id), format.color])),
    [formats],
  );
  const chosenFormat = formats.find((format) => String(format.id) === values.test_format_id);
  const formatWarning =
    chosenFormat && !chosenFormat.active
      ? messageText('plan.formatInactive', { terms })
      : undefined;

  const goals = useMemo(
    () => goalOptions(design, cluster?.goal_ids ?? [], t, terms),
    [design, cluster?.goal_ids, t, terms],
  );
  const weeks = useMemo(() => weekOptions(planned, t), [planned, t]);
  const kinds = TEST_KINDS.map((value) => ({ value, label: t(`planItems.kinds.${value}`) }));
  const sizes = TEST_SIZES.map((value) => ({ value, label: t(`planItems.sizes.${value}`) }));
  const results = RESULT_TYPES.map((value) => ({
    value,
    label: t(`planItems.results.${value}`),
  }));

  return (
    <DetailFormModal
      title={t(test ? 'planItems.tests.editTitle' : 'planItems.tests.createTitle')}
      form={form}
      onClose={onClose}
      size="xl"
    >
      <SimpleGrid cols={{ base: 1, sm: shows('test_code') ? 2 : 1 }}>
        <TextInput
          label={t('planItems.tests.fields.name')}
          {...text('name')}
          maxLength={PLAN_LIMITS.nameMaxLength}
          withAsterisk
          data-autofocus
        />
        {shows('test_code') && (
          <TextInput
            label={t('planItems.tests.fields.code')}
            {...text('code')}
            maxLength={PLAN_LIMITS.codeMaxLength}
          />
        )}
      </SimpleGrid>
      <SimpleGrid cols={{ base: 1, sm: 3 }}>
        <Select
          label={t('planItems.tests.fields.kind')}
          data={kinds}
          value={values.kind}
          onChange={(value) => value && set('kind', value as TTestKind)}
          error={error('kind')}
          allowDeselect={false}
          withAsterisk
        />
        <Select
          label={t('planItems.tests.fields.size')}
          data={sizes}
          value={values.size}
          onChange={(value) => value && set('size', value as TTestSize)}
          error={error('size')}
          allowDeselect={false}
          withAsterisk
        />
        <Select
          label={t('planItems.tests.fields.week')}
          data={weeks}
          value={values.week}
          onChange={(value) => value && set('week', value)}
          error={error('week')}
          allowDeselect={false}
          withAsterisk
        />
      </SimpleGrid>
      {shows('test_format') && (
        <Select
          label={t('planItems.tests.fields.format')}
          description={
            inUse.size > 0
              ? t('planItems.tests.formatsHint', { cluster: terms.cluster })
              : undefined
          }
          placeholder={t('planItems.tests.chooseFormat')}
          data={formatOptions}
          value={values.test_format_id}
          onChange={(value) => set('test_format_id', value)}
          error={error('test_format_id') ?? formatWarning}
          nothingFoundMessage={t('planItems.nothingFound')}
          leftSection={
            values.test_format_id && colorOf.get(values.test_format_id) ? (
              <ColorSwatch
                color={colorOf.get(values.test_format_id) ?? ''}
                size={12}
                withShadow={false}
              />
            ) : undefined
          }
          renderOption={({ option: item }) => (
            <Group gap={8} wrap="nowrap">
              <ColorSwatch color={colorOf.get(item.value) ?? ''} size={12} withShadow={false} />
              <Text size="sm">{item.label}</Text>
            </Group>
          )}
          searchable
          withAsterisk
        />
      )}
      <SimpleGrid cols={{ base: 1, sm: 3 }}>
        {shows('time') && (
          <NumberInput
            label={t('planItems.tests.fields.minutes')}
            value={values.minutes}
            onChange={(value) => set('minutes', value)}
            error={error('minutes')}
            min={0}
            max={PLAN_LIMITS.maxMinutes}
            allowDecimal={false}
            allowNegative={false}
          />
        )}
        {shows('weight') && (
          <TextInput
            label={t('planItems.tests.fields.weight')}
            description={t('planItems.tests.weightHint')}
            {...text('weight')}
            inputMode="decimal"
          />
        )}
        {shows('ects') && (
          <TextInput
            label={capitalize(terms.credits)}
            description={t('planItems.decimalHint')}
            {...text('ects')}
            inputMode="decimal"
          />
        )}
      </SimpleGrid>
      {(shows('result') || shows('resit')) && (
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          {shows('result') && (
            <Select
              label={t('planItems.tests.fields.result')}
              data={results}
              value={values.result_type}
              onChange={(value) => value && set('result_type', value as TResultType)}
              error={error('result_type')}
              allowDeselect={false}
            />
          )}
          {shows('resit') && (
            <Switch
              label={t('planItems.tests.fields.resit')}
              checked={values.resit}
              onChange={(event) => set('resit', event.currentTarget.checked)}
              error={error('resit')}
              mt={{ sm: 'xl' }}
            />
          )}
        </SimpleGrid>
      )}
      <LinkPicker
        label={t('planItems.coveredGoals', { learningGoals: terms.learningGoals })}
        data={goals}
        value={values.goal_ids}
        onChange={(value) => set('goal_ids', value)}
        error={error('goal_ids')}
      />
    </DetailFormModal>
  );
}
