import { NumberInput, SimpleGrid, Textarea, TextInput } from '@mantine/core';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { DESIGN_LIMITS, type TCluster, type TDesign } from '@cp/contracts';
import { capitalize, useTerms } from '@/lib/use-terms';
import { ColorField } from '@/components/ColorField';
import { LinkPicker } from '@/components/form/FormModal';
import { DesignFormModal } from './DesignFormModal';
import { useClusterForm } from './cluster-form';

/**
 * The goals as "index title", grouped by their learning outcome (with its competence). A
 * withdrawn goal is offered only to a cluster that covers it already (it may keep it, never gain
 * it: docs/design.md "Goal status"), marked as withdrawn.
 */
function goalOptions(design: TDesign, covered: readonly number[], withdrawn: string) {
  const competences = new Map(design.competences.map((c) => [c.id, c]));
  const goalsByOutcome = new Map<number, { value: string; label: string }[]>();
  const keep = new Set(covered);
  for (const goal of design.learning_goals) {
    if (goal.withdrawn && !keep.has(goal.id)) continue;
    const list = goalsByOutcome.get(goal.learning_outcome_id) ?? [];
    const label = `${goal.index} ${goal.title}`;
    list.push({
      value: String(goal.id),
      label: goal.withdrawn ? `${label} (${withdrawn})` : label,
    });
    goalsByOutcome.set(goal.learning_outcome_id, list);
  }
  return design.learning_outcomes.flatMap((outcome) => {
    const items = goalsByOutcome.get(outcome.id);
    if (!items) return [];
    const competence = competences.get(outcome.competence_id);
    const prefix = competence ? `${competence.index} › ` : '';
    return [{ group: `${prefix}${outcome.index} ${outcome.title}`, items }];
  });
}

/** Add or edit a cluster: every field of the contract, its learning goals and subjects. */
export default function ClusterFormModal({
  design,
  location,
  education,
  cluster,
  onClose,
}: {
  design: TDesign;
  location: string;
  education: string;
  /** The cluster to edit; without it a new one is added at the end. */
  cluster?: TCluster;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const terms = useTerms();
  const form = useClusterForm({ location, education }, cluster, onClose);
  const { text, input } = form;

  const withdrawn = t('design.tree.withdrawnBadge');
  const goals = useMemo(
    () => goalOptions(design, cluster?.goal_ids ?? [], withdrawn),
    [design, cluster?.goal_ids, withdrawn],
  );
  const subjects = useMemo(
    () => design.subjects.map((subject) => ({ value: String(subject.id), label: subject.title })),
    [design.subjects],
  );

  return (
    <DesignFormModal
      kind="clusters"
      editing={cluster !== undefined}
      size="xl"
      form={form}
      onClose={onClose}
    >
      <SimpleGrid cols={{ base: 1, sm: 3 }}>
        <TextInput
          label={t('design.fields.index')}
          description={t('design.fields.indexHint')}
          {...text('index')}
          maxLength={DESIGN_LIMITS.indexMaxLength}
          withAsterisk
          data-autofocus
        />
        <TextInput
          label={t('design.fields.shortTitle')}
          {...text('short_title')}
          maxLength={DESIGN_LIMITS.shortTitleMaxLength}
          withAsterisk
        />
        <TextInput
          label={t('design.fields.courseCode')}
          {...text('course_code')}
          maxLength={DESIGN_LIMITS.shortTitleMaxLength}
        />
      </SimpleGrid>
      <TextInput
        label={t('design.fields.title')}
        {...text('title')}
        maxLength={DESIGN_LIMITS.titleMaxLength}
        withAsterisk
      />
      <Textarea label={capitalize(terms.description)} {...text('details')} rows={4} withAsterisk />
      <SimpleGrid cols={{ base: 1, sm: 3 }}>
        <TextInput
          label={capitalize(terms.credits)}
          description={t('design.fields.creditsHint')}
          {...text('ects')}
          inputMode="decimal"
        />
        <NumberInput
          label={t('design.fields.width')}
          {...input('cluster_width')}
          min={1}
          max={DESIGN_LIMITS.maxClusterWidth}
          allowDecimal={false}
          allowNegative={false}
          withAsterisk
        />
        <ColorField
          label={t('design.fields.color')}
          placeholder={t('design.noColor')}
          {...input('color')}
          format="hex"
        />
      </SimpleGrid>
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <TextInput
          label={t('design.fields.coordinator')}
          {...text('coordinator')}
          maxLength={DESIGN_LIMITS.titleMaxLength}
        />
        <Textarea label={t('design.fields.requirements')} {...text('requirements')} rows={3} />
      </SimpleGrid>
      <LinkPicker label={capitalize(terms.learningGoals)} data={goals} {...input('goal_ids')} />
      <LinkPicker label={capitalize(terms.subjects)} data={subjects} {...input('subject_ids')} />
    </DesignFormModal>
  );
}
