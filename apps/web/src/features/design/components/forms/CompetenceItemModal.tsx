import { Group, Select, Textarea, TextInput } from '@mantine/core';
import { useMemo } from 'react';
import { DESIGN_LIMITS, type TDesign, type TDesignInput } from '@cp/contracts';
import { capitalize } from '@/lib/use-terms';
import { itemName, useTree, type TTreeItemOf, type TTreeKind } from '../tree/TreeContext';
import { DesignFormModal } from './DesignFormModal';
import { useItemForm } from './item-form';
import { nextIndex } from '../tree/tree-index';

export interface TItemFormTarget<K extends TTreeKind = TTreeKind> {
  kind: K;
  /** The item to edit; absent for a new one. */
  item?: TTreeItemOf[K];
  /** The parent a new item starts under. */
  competence?: number;
  outcome?: number;
}

function parentOf(target: TItemFormTarget) {
  const item = target.item as Partial<
    TTreeItemOf['learning-outcomes'] & TTreeItemOf['learning-goals']
  >;
  return {
    competence: item?.competence_id ?? target.competence ?? null,
    learningCluster: item?.learning_cluster_id ?? null,
    outcome: item?.learning_outcome_id ?? target.outcome ?? null,
  };
}

/** The number a new item starts with: the next one among its future siblings. */
function suggestedIndex(design: TDesign, target: TItemFormTarget): string {
  const parent = parentOf(target);
  switch (target.kind) {
    case 'competences':
      return nextIndex(null, design.competences);
    case 'learning-clusters':
    case 'learning-outcomes': {
      const competence = design.competences.find((item) => item.id === parent.competence);
      const siblings =
        target.kind === 'learning-clusters'
          ? design.learning_clusters.filter((item) => item.competence_id === parent.competence)
          : design.learning_outcomes.filter((item) => item.competence_id === parent.competence);
      return competence ? nextIndex(competence.index, siblings) : '';
    }
    case 'learning-goals': {
      const outcome = design.learning_outcomes.find((item) => item.id === parent.outcome);
      const siblings = design.learning_goals.filter(
        (item) => item.learning_outcome_id === parent.outcome,
      );
      return outcome ? nextIndex(outcome.index, siblings) : '';
    }
  }
}

/**
 * Create or edit a competence, learning cluster, learning outcome or learning goal: number,
 * title, description and level, and where it belongs. Bad data is explained under each field,
 * as checked here first and as the server refused it (422).
 */
export function CompetenceItemModal({
  design,
  location,
  education,
  target,
  onSaved,
  onClose,
}: {
  design: TDesign;
  location: string;
  education: string;
  target: TItemFormTarget;
  /** After a save, with the parents to open so the item can be seen. */
  onSaved: (open: { competence?: number; outcome?: number }) => void;
  onClose: () => void;
}) {
  const { t, terms } = useTree();
  const { kind, item } = target;
  const parent = parentOf(target);
  const form = useItemForm(
    { location, education, kind, id: item?.id },
    {
      initial: () => ({
        index: item?.index ?? suggestedIndex(design, target),
        title: item?.title ?? '',
        details: item?.details ?? '',
        level: item?.level ?? '',
        competence_id: parent.competence?.toString() ?? null,
        learning_cluster_id: parent.learningCluster?.toString() ?? null,
        learning_outcome_id: parent.outcome?.toString() ?? null,
      }),
      toInput: (values) => bodyOf(kind, values),
      // Where it belongs is chosen, not typed: said as the choice it asks for.
      check: (_, values) => {
        const found: Record<string, string> = {};
        const needsCompetence = kind === 'learning-clusters' || kind === 'learning-outcomes';
        if (needsCompetence && values.competence_id === null)
          found.competence_id = t('design.tree.choose', { term: terms.competence });
        if (kind === 'learning-goals' && values.learning_outcome_id === null)
          found.learning_outcome_id = t('design.tree.choose', { term: terms.learningOutcome });
        return found;
      },
      fields: FIELDS,
      name: (input) => `${input.index} ${input.title}`,
      onSaved: (input) => onSaved(parentsToOpen(design, input)),
    },
  );
  const { values, set, text, input } = form;

  const competenceOptions = useMemo(
    () => design.competences.map((c) => ({ value: String(c.id), label: itemName(c) })),
    [design.competences],
  );
  const clusterOptions = useMemo(
    () =>
      design.learning_clusters
        .filter((c) => String(c.competence_id) === values.competence_id)
        .map((c) => ({ value: String(c.id), label: itemName(c) })),
    [design.learning_clusters, values.competence_id],
  );
  const outcomeOptions = useMemo(
    () => design.learning_outcomes.map((o) => ({ value: String(o.id), label: itemName(o) })),
    [design.learning_outcomes],
  );

  return (
    <DesignFormModal
      kind={kind}
      editing={item !== undefined}
      size="lg"
      form={form}
      onClose={onClose}
    >
      {(kind === 'learning-clusters' || kind === 'learning-outcomes') && (
        <Select
          label={capitalize(terms.competence)}
          data={competenceOptions}
          {...input('competence_id')}
          onChange={(value) => {
            set('competence_id', value);
            set('learning_cluster_id', null);
          }}
          searchable
          allowDeselect={false}
          required
        />
      )}
      {kind === 'learning-outcomes' && (
        <Select
          label={capitalize(terms.learningCluster)}
          description={t('design.tree.optional')}
          placeholder={t('design.noneChosen')}
          data={clusterOptions}
          {...input('learning_cluster_id')}
          clearable
          disabled={clusterOptions.length === 0}
        />
      )}
      {kind === 'learning-goals' && (
        <Select
          label={capitalize(terms.learningOutcome)}
          data={outcomeOptions}
          {...input('learning_outcome_id')}
          searchable
          allowDeselect={false}
          required
        />
      )}
      <Group align="flex-start" grow>
        <TextInput
          label={t('design.fields.index')}
          description={t('design.fields.indexHint')}
          {...text('index')}
          maxLength={DESIGN_LIMITS.indexMaxLength}
          required
        />
        <TextInput
          label={t('design.tree.level')}
          description={t('design.tree.levelHint')}
          {...text('level')}
          maxLength={DESIGN_LIMITS.levelMaxLength}
        />
      </Group>
      <TextInput
        label={t('design.fields.title')}
        {...text('title')}
        maxLength={DESIGN_LIMITS.titleMaxLength}
        required
        data-autofocus
      />
      <Textarea
        label={capitalize(terms.description)}
        {...text('details')}
        // Fixed rows: Mantine's autosize needs layout APIs the test DOM lacks.
        rows={5}
        resize="vertical"
        required
      />
    </DesignFormModal>
  );
}

const FIELDS = [
  'index',
  'title',
  'details',
  'level',
  'competence_id',
  'learning_cluster_id',
  'learning_outcome_id',
];

type TItemValues = {
  index: string;
  title: string;
  details: string;
  level: string;
  competence_id: string | null;
  learning_cluster_id: string | null;
  learning_outcome_id: string | null;
};

/** The body of the item's kind: its number, texts and where it belongs. */
function bodyOf(kind: TTreeKind, values: TItemValues): TDesignInput<TTreeKind> {
  const described = {
    index: values.index.trim(),
    title: values.title.trim(),
    details: values.details.trim(),
    level: values.level.trim() === '' ? null : values.level.trim(),
  };
  const id = (value: string | null) => (value === null ? null : Number(value));
  switch (kind) {
    case 'competences':
      return described;
    case 'learning-clusters':
      return { ...described, competence_id: Number(values.competence_id) };
    case 'learning-outcomes':
      return {
        ...described,
        competence_id: Number(values.competence_id),
        learning_cluster_id: id(values.learning_cluster_id),
      };
    case 'learning-goals':
      return { ...described, learning_outcome_id: Number(values.learning_outcome_id) };
  }
}

/** The parents to open after a save, so the saved item can be seen. */
function parentsToOpen(design: TDesign, input: TDesignInput<TTreeKind>) {
  if ('learning_outcome_id' in input) {
    const outcome = input.learning_outcome_id;
    const competence = design.learning_outcomes.find((o) => o.id === outcome)?.competence_id;
    return { competence, outcome };
  }
  return 'competence_id' in input ? { competence: input.competence_id } : {};
}
