import { NumberInput, SimpleGrid, Switch, TextInput } from '@mantine/core';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { PLAN_LIMITS, RESULT_TYPES, TEST_KINDS, TEST_SIZES, type TPlanTest } from '@cp/contracts';
import { itemsOf } from '@/features/plan/api/plan-item-changes';
import { messageText } from '@/lib/server-messages';
import { capitalize, useTerms } from '@/lib/use-terms';
import { CatalogueSelect } from './CatalogueSelect';
import { ChoiceSelect } from './ChoiceSelect';
import { CoveredGoalsPicker } from './CoveredGoalsPicker';
import { weekOptions, type TDetails } from './details-model';
import { DetailFormModal } from './DetailFormModal';
import { useTestForm, type TTestForm } from './test-form';

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

/** Minutes, weight and credits, those the location shows. */
function TestNumberFields({ details, form }: TPartProps) {
  const { t } = useTranslation();
  const terms = useTerms();
  const { shows } = details;
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
      {shows('weight') && (
        <TextInput
          label={t('planItems.tests.fields.weight')}
          description={t('planItems.tests.weightHint')}
          {...form.text('weight')}
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

/** The result type and the resit, those the location shows. */
function TestResultFields({ details, form }: TPartProps) {
  const { t } = useTranslation();
  const { shows } = details;
  if (!shows('result') && !shows('resit')) return null;
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
      {shows('resit') && (
        <Switch
          label={t('planItems.tests.fields.resit')}
          {...form.checkbox('resit')}
          mt={{ sm: 'xl' }}
        />
      )}
    </SimpleGrid>
  );
}

/**
 * Add or edit a test of a planned cluster (docs/plan.md "Model" and "Rules"): the optional fields
 * the location shows (/admin/plan), the active test formats with those used by another test of
 * this cluster greyed out, a week within the cluster's weeks, and the covered learning goals
 * with the cluster's own first. A hidden field keeps its value.
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
  const { planned, shows } = details;
  const form = useTestForm(details, test, onClose);
  const { text, input } = form;
  const weeks = useMemo(() => weekOptions(planned, t), [planned, t]);
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
      <SimpleGrid cols={{ base: 1, sm: 3 }}>
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
        <ChoiceSelect
          label={t('planItems.tests.fields.week')}
          data={weeks}
          {...input('week')}
          withAsterisk
        />
      </SimpleGrid>
      {shows('test_format') && <TestFormatField {...parts} />}
      <TestNumberFields {...parts} />
      <TestResultFields {...parts} />
      <CoveredGoalsPicker details={details} {...input('goal_ids')} />
    </DetailFormModal>
  );
}
