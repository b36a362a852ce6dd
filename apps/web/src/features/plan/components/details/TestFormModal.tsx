import {
  Fieldset,
  Group,
  NumberInput,
  Radio,
  SegmentedControl,
  Select,
  SimpleGrid,
  Stack,
  Switch,
  Text,
  TextInput,
  Textarea,
} from '@mantine/core';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import {
  PLAN_LIMITS,
  RESIT_RULES,
  RESULT_TYPES,
  TEST_KINDS,
  TEST_PURPOSES,
  TEST_SIZES,
  WEIGHT_UNITS,
  type TPlanTest,
  type TWeightUnit,
} from '@cp/contracts';
import { itemsOf } from '@/features/plan/api/plan-item-changes';
import { messageText } from '@/lib/server-messages';
import { capitalize, useTerms } from '@/lib/use-terms';
import { CatalogueSelect } from './CatalogueSelect';
import { ChoiceSelect } from './ChoiceSelect';
import { CoveredGoalsPicker } from './CoveredGoalsPicker';
import { weekOptions, type TDetails } from './details-model';
import { DetailFormModal } from './DetailFormModal';
import { ONE_WEEK, usePurposeChoice, useTestForm, type TTestForm } from './test-form';

interface TPartProps {
  details: TDetails;
  test: TPlanTest | undefined;
  form: TTestForm;
}

/**
 * The test format: the location's active formats, those used by another test of this planned
 * cluster greyed out, since a format is chosen once per cluster (docs/plan.md "Rules", test
 * formats).
 */
function TestFormatField({ details, test, form }: TPartProps) {
  const { t } = useTranslation();
  const terms = useTerms();
  const { plan, planned } = details;
  const inUse = useMemo(
    () =>
      new Set(
        itemsOf(plan, 'tests', planned.id)
          .filter((other) => other.id !== test?.id && other.test_format_id !== null)
          .map((other) => other.test_format_id),
      ),
    [plan, planned.id, test?.id],
  );
  return (
    <CatalogueSelect
      kind="testFormats"
      items={details.formats}
      language={details.language}
      inactiveText={messageText('plan.formatInactive', { terms })}
      inUse={inUse}
      inUseLabel={(name) => t('planItems.tests.formatInUse', { name, cluster: terms.cluster })}
      withChosenColor
      label={t('planItems.tests.fields.format')}
      description={
        inUse.size > 0 ? t('planItems.tests.formatsHint', { cluster: terms.cluster }) : undefined
      }
      placeholder={t('planItems.tests.chooseFormat')}
      {...form.input('test_format_id')}
    />
  );
}

/**
 * The week and, for work handed in over several weeks, the last week: both within the planned
 * cluster's weeks (weekOutsideCluster); weeks before the first cannot be the last.
 */
function TestWeekFields({ details, form }: TPartProps) {
  const { t } = useTranslation();
  const { planned } = details;
  const weeks = useMemo(() => weekOptions(planned, t), [planned, t]);
  const first = Number(form.values.week);
  const lastWeeks = [
    { value: ONE_WEEK, label: t('planItems.tests.endWeekNone') },
    ...weeks.map((option) => ({ ...option, disabled: Number(option.value) < first })),
  ];
  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }}>
      <ChoiceSelect
        label={t('planItems.tests.fields.week')}
        data={weeks}
        {...form.input('week')}
        withAsterisk
      />
      <ChoiceSelect
        label={t('planItems.tests.endWeek')}
        description={t('planItems.tests.endWeekHint')}
        data={lastWeeks}
        {...form.input('end_week')}
      />
    </SimpleGrid>
  );
}

/** Minutes, study hours and credits, those the location shows. */
function TestNumberFields({ details, form }: TPartProps) {
  const { t } = useTranslation();
  const terms = useTerms();
  const { shows } = details;
  if (!shows('time') && !shows('ects')) return null;
  return (
    <SimpleGrid cols={{ base: 1, sm: 3 }}>
      {shows('time') && (
        <NumberInput
          label={t('planItems.tests.fields.minutes')}
          {...form.input('minutes')}
          min={0}
          max={PLAN_LIMITS.maxMinutes}
          allowDecimal={false}
          allowNegative={false}
        />
      )}
      {shows('time') && (
        <TextInput
          label={t('planItems.tests.studyHours')}
          description={t('planItems.tests.studyHoursHint')}
          {...form.text('study_hours')}
          inputMode="decimal"
        />
      )}
      {shows('ects') && (
        <TextInput
          label={capitalize(terms.credits)}
          description={t('planItems.decimalHint')}
          {...form.text('ects')}
          inputMode="decimal"
        />
      )}
    </SimpleGrid>
  );
}

/** The result type (those the location shows) and, for a grade, the pass mark. */
function TestResultFields({ details, form }: TPartProps) {
  const { t } = useTranslation();
  const { shows } = details;
  const grade = form.values.result_type === 'grade';
  if (!shows('result') && !grade) return null;
  const results = RESULT_TYPES.map((value) => ({
    value,
    label: t(`planItems.results.${value}`),
  }));
  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }}>
      {shows('result') && (
        <ChoiceSelect
          label={t('planItems.tests.fields.result')}
          data={results}
          {...form.input('result_type')}
        />
      )}
      {grade && (
        <TextInput
          label={t('planItems.tests.passMark')}
          description={t('planItems.tests.passMarkHint')}
          {...form.text('pass_mark')}
          inputMode="decimal"
        />
      )}
    </SimpleGrid>
  );
}

/** "Weging SE" as it reads inside a sentence: "weging SE". */
const lowerFirst = (text: string) => text.charAt(0).toLowerCase() + text.slice(1);

/**
 * A weight with its unit beside it: a factor or a percentage. The unit's name says whose unit it
 * is ("Eenheid van weging SE"), since the form has two.
 */
function WeightField({
  label,
  description,
  weight,
  unit,
  disabled,
}: {
  label: string;
  description: string;
  weight: ReturnType<TTestForm['text']>;
  unit: { value: TWeightUnit; onChange: (value: TWeightUnit) => void };
  disabled: boolean;
}) {
  const { t } = useTranslation();
  return (
    <Group align="flex-start" gap="sm" wrap="nowrap">
      <TextInput
        flex={1}
        label={label}
        description={description}
        {...weight}
        inputMode="decimal"
        disabled={disabled}
      />
      <Stack gap={4}>
        {/* Seen above the unit; its name says it (unitOf), so a screen reader hears it once. */}
        <Text size="sm" fw={500} aria-hidden>
          {t('planItems.tests.testPlan.unit')}
        </Text>
        <SegmentedControl
          aria-label={t('planItems.tests.testPlan.unitOf', { field: lowerFirst(label) })}
          data={WEIGHT_UNITS.map((value) => ({
            value,
            label: t(`planItems.tests.testPlan.units.${value}`),
          }))}
          value={unit.value}
          onChange={(value) => unit.onChange(value === 'percent' ? 'percent' : 'factor')}
          disabled={disabled}
        />
      </Stack>
    </Group>
  );
}

/** Summative or formative; choosing formative empties and disables the weights. */
function PurposeField({ form }: { form: TTestForm }) {
  const { t } = useTranslation();
  const choose = usePurposeChoice(form);
  const { purpose } = form.values;
  return (
    <Radio.Group
      label={t('planItems.tests.testPlan.purpose')}
      description={t(`planItems.tests.testPlan.purposeHints.${purpose}`)}
      value={purpose}
      onChange={(value) => choose(value === 'formative' ? 'formative' : 'summative')}
      error={form.error('purpose')}
    >
      <Group gap="lg" mt={6}>
        {TEST_PURPOSES.map((value) => (
          <Radio
            key={value}
            value={value}
            label={t(`planItems.tests.testPlan.purposes.${value}`)}
          />
        ))}
      </Group>
    </Radio.Group>
  );
}

/** The resit (those the location shows): how many and which result counts, once there is one. */
function ResitFields({ details, form }: TPartProps) {
  const { t } = useTranslation();
  if (!details.shows('resit')) return null;
  const rules = RESIT_RULES.map((value) => ({
    value,
    label: t(`planItems.tests.testPlan.resitRules.${value}`),
  }));
  return (
    <>
      <Switch label={t('planItems.tests.fields.resit')} {...form.checkbox('resit')} />
      {form.values.resit && (
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <NumberInput
            label={t('planItems.tests.testPlan.resitCount')}
            {...form.input('resit_count')}
            min={1}
            max={PLAN_LIMITS.maxResits}
            allowDecimal={false}
            allowNegative={false}
          />
          <Select
            label={t('planItems.tests.testPlan.resitRule')}
            placeholder={t('planItems.tests.testPlan.chooseResitRule')}
            data={rules}
            clearable
            {...form.input('resit_rule')}
          />
        </SimpleGrid>
      )}
    </>
  );
}

/**
 * What a published test plan (PTA, examenplan, OER) says of the test, in a group of its own that
 * a teacher who does not make the test plan can pass by (docs/test-plan.md "Model"). Its words
 * follow the education's sector: the school exam (SE) in VO, the exam in MBO, the examination
 * (tentamen) in HO.
 */
function TestPlanFields({ details, test, form }: TPartProps) {
  const { t } = useTranslation();
  const terms = useTerms();
  const { shows } = details;
  const sector = details.sector ?? 'none';
  const { values, set } = form;
  const formative = values.purpose === 'formative';
  const weightHint = (unit: TWeightUnit, percent: string) =>
    formative
      ? t('planItems.tests.testPlan.formativeHint')
      : unit === 'percent'
        ? percent
        : t('planItems.tests.testPlan.factorHint');
  const examWeightLabel = t(`planItems.tests.testPlan.examWeight.${sector}`);
  return (
    <Fieldset legend={t(`planItems.tests.testPlan.legend.${sector}`)}>
      <Stack gap="sm">
        <Text size="sm" c="dimmed">
          {t('planItems.tests.testPlan.hint')}
        </Text>
        <PurposeField form={form} />
        {shows('weight') && (
          <WeightField
            label={t('planItems.tests.fields.weight')}
            description={weightHint(
              values.weight_unit,
              t('planItems.tests.testPlan.weightPercentHint', { cluster: terms.cluster }),
            )}
            weight={form.text('weight')}
            unit={{ value: values.weight_unit, onChange: (unit) => set('weight_unit', unit) }}
            disabled={formative}
          />
        )}
        <Switch
          label={t(`planItems.tests.testPlan.countsForExam.${sector}`)}
          description={formative ? t('planItems.tests.testPlan.onlySummative') : undefined}
          {...form.checkbox('counts_for_exam')}
          disabled={formative}
        />
        {values.counts_for_exam && (
          <WeightField
            label={examWeightLabel}
            description={weightHint(
              values.exam_weight_unit,
              t(`planItems.tests.testPlan.examPercentHint.${sector}`),
            )}
            weight={form.text('exam_weight')}
            unit={{
              value: values.exam_weight_unit,
              onChange: (unit) => set('exam_weight_unit', unit),
            }}
            disabled={formative}
          />
        )}
        <ResitFields details={details} test={test} form={form} />
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <Textarea
            label={t('planItems.tests.testPlan.aids')}
            description={t('planItems.tests.testPlan.aidsHint')}
            {...form.text('aids')}
            maxLength={PLAN_LIMITS.noteMaxLength}
            // Fixed rows: Mantine's autosize needs layout APIs the test DOM lacks.
            rows={2}
          />
          <Textarea
            label={t('planItems.tests.testPlan.organisation')}
            description={t('planItems.tests.testPlan.organisationHint')}
            {...form.text('organisation')}
            maxLength={PLAN_LIMITS.noteMaxLength}
            // Fixed rows: Mantine's autosize needs layout APIs the test DOM lacks.
            rows={2}
          />
        </SimpleGrid>
      </Stack>
    </Fieldset>
  );
}

/**
 * Add or edit a test of a planned cluster (docs/plan.md "Model" and "Rules"): the optional fields
 * the location shows (/admin/plan), the active test formats with those used by another test of
 * this cluster greyed out, a week (and for work over weeks a last week) within the cluster's
 * weeks, the covered learning goals with the cluster's own first, and in a group of its own what
 * the test plan says (docs/test-plan.md). A hidden field keeps its value. Outside the plan's
 * details panel (the Toetsplan screen) open it with `PlanTestDialog`.
 */
export default function TestFormModal({
  details,
  test,
  onClose,
  onSaved,
}: {
  details: TDetails;
  /** The test to edit; without it a new one is added at the end. */
  test?: TPlanTest;
  onClose: () => void;
  /** After a save, with the test as the server answered it (before the dialog closes). */
  onSaved?: (saved: TPlanTest) => void;
}) {
  const { t } = useTranslation();
  const { shows } = details;
  const form = useTestForm(details, test, (saved) => {
    onSaved?.(saved);
    onClose();
  });
  const { text, input } = form;
  const kinds = TEST_KINDS.map((value) => ({ value, label: t(`planItems.kinds.${value}`) }));
  const sizes = TEST_SIZES.map((value) => ({ value, label: t(`planItems.sizes.${value}`) }));
  const parts = { details, test, form };

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
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <ChoiceSelect
          label={t('planItems.tests.fields.kind')}
          data={kinds}
          {...input('kind')}
          withAsterisk
        />
        <ChoiceSelect
          label={t('planItems.tests.fields.size')}
          data={sizes}
          {...input('size')}
          withAsterisk
        />
      </SimpleGrid>
      <TestWeekFields {...parts} />
      {shows('test_format') && <TestFormatField {...parts} />}
      <TestNumberFields {...parts} />
      <TestResultFields {...parts} />
      <CoveredGoalsPicker details={details} {...input('goal_ids')} />
      <TestPlanFields {...parts} />
    </DetailFormModal>
  );
}
