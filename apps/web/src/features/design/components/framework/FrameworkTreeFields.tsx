import {
  Checkbox,
  Fieldset,
  Group,
  Radio,
  ScrollArea,
  Select,
  Stack,
  Switch,
  Text,
} from '@mantine/core';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { TFrameworkItem } from '@cp/contracts';
import { capitalize, useTerms } from '@/lib/use-terms';
import { frameworkKinds, marksSchoolExam, topItems, type TKindChoice } from './framework-start';
import type { TStartForm } from './start-from-framework-form';
import { useKindCount } from '@/lib/use-kind-count';

const CHOICES = ['competence', 'learning_outcome', 'learning_goal', 'skip', 'by_depth'] as const;

const isChoice = (value: string | null): value is TKindChoice =>
  CHOICES.some((choice) => choice === value);

/** The choices of one kind, in the school's words; "by layer" only where that is its default. */
function useChoiceOptions(): (fallback: TKindChoice) => { value: TKindChoice; label: string }[] {
  const { t } = useTranslation();
  const terms = useTerms();
  const words = {
    competence: terms.competence,
    outcome: terms.learningOutcome,
    goal: terms.learningGoal,
  };
  const options: { value: TKindChoice; label: string }[] = [
    { value: 'competence', label: capitalize(terms.competence) },
    { value: 'learning_outcome', label: capitalize(terms.learningOutcome) },
    { value: 'learning_goal', label: capitalize(terms.learningGoal) },
    { value: 'skip', label: t('frameworks.startFrom.skip') },
  ];
  return (fallback) =>
    fallback === 'by_depth'
      ? [{ value: 'by_depth', label: t('frameworks.startFrom.byDepth', words) }, ...options]
      : options;
}

/** Per kind that occurs ("31 eindtermen worden"), what it becomes; its default until changed. */
function KindMapping({ items, form }: { items: readonly TFrameworkItem[]; form: TStartForm }) {
  const { t } = useTranslation();
  const kindCount = useKindCount();
  const optionsFor = useChoiceOptions();
  const kinds = useMemo(() => frameworkKinds(items), [items]);
  const { values, set, error } = form;
  return (
    <Fieldset legend={t('frameworks.startFrom.mapping')} variant="unstyled">
      <Stack gap="xs">
        {kinds.map(({ kind, count, fallback }) => (
          <Select
            key={kind}
            label={t('frameworks.startFrom.kind', { count, items: kindCount(kind, count) })}
            data={optionsFor(fallback)}
            value={values.mapping[kind] ?? fallback}
            onChange={(value) => {
              if (isChoice(value)) set('mapping', { ...values.mapping, [kind]: value });
            }}
            error={error(`mapping.${kind}`)}
            allowDeselect={false}
          />
        ))}
        <Text size="xs" c="dimmed">
          {t('frameworks.startFrom.skipHint')}
        </Text>
        {form.errors.mapping !== undefined && (
          <Text size="sm" c="red">
            {form.errors.mapping}
          </Text>
        )}
      </Stack>
    </Fieldset>
  );
}

const itemLabel = (item: TFrameworkItem) => [item.code, item.title].filter(Boolean).join(' ');

/** Everything, or a choice of the top items (the domains), each with everything under it. */
function ItemChoice({ items, form }: { items: readonly TFrameworkItem[]; form: TStartForm }) {
  const { t } = useTranslation();
  const tops = useMemo(() => topItems(items), [items]);
  const { values, set, input, error } = form;
  return (
    <>
      <Radio.Group
        label={t('frameworks.startFrom.items')}
        value={values.scope}
        onChange={(value) => set('scope', value === 'some' ? 'some' : 'all')}
        error={values.scope === 'all' ? error('item_ids') : undefined}
      >
        <Group mt={4}>
          <Radio value="all" label={t('frameworks.startFrom.all')} />
          <Radio value="some" label={t('frameworks.startFrom.some')} />
        </Group>
      </Radio.Group>
      {values.scope === 'some' && (
        <Checkbox.Group label={t('frameworks.startFrom.chosenItems')} {...input('item_ids')}>
          <ScrollArea.Autosize mah={240} type="auto">
            <Stack gap={6} py={4}>
              {tops.map((item) => (
                <Checkbox key={item.id} value={String(item.id)} label={itemLabel(item)} />
              ))}
            </Stack>
          </ScrollArea.Autosize>
        </Checkbox.Group>
      )}
    </>
  );
}

/**
 * The choices a framework's tree offers once it has loaded: what each kind becomes, the school
 * exam filter (only where the framework marks its items for it), which items, and where the new
 * items go.
 */
export function FrameworkTreeFields({
  items,
  form,
}: {
  items: readonly TFrameworkItem[];
  form: TStartForm;
}) {
  const { t } = useTranslation();
  const terms = useTerms();
  return (
    <>
      <KindMapping items={items} form={form} />
      {marksSchoolExam(items) && (
        <Switch
          label={t('frameworks.startFrom.schoolExamOnly')}
          description={t('frameworks.startFrom.schoolExamHint')}
          {...form.checkbox('school_exam_only')}
        />
      )}
      <ItemChoice items={items} form={form} />
      <Text size="sm" c="dimmed">
        {t('frameworks.startFrom.placement', {
          competences: terms.competences,
          outcomes: terms.learningOutcomes,
          goals: terms.learningGoals,
        })}
      </Text>
    </>
  );
}
