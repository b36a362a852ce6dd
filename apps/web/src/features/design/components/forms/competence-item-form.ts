import type { TDesign, TDesignInput } from '@cp/contracts';
import { useTree, type TTreeItemOf, type TTreeKind } from '../tree/TreeContext';
import { nextIndex } from '../tree/tree-index';
import { useItemForm } from './item-form';

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
 * The form of a competence, learning cluster, learning outcome or learning goal: its number,
 * texts and where it belongs, as checked here first and as the server refused it (422).
 */
export function useCompetenceItemForm({
  design,
  location,
  education,
  target,
  onSaved,
}: {
  design: TDesign;
  location: string;
  education: string;
  target: TItemFormTarget;
  onSaved: (open: { competence?: number; outcome?: number }) => void;
}) {
  const { t, terms } = useTree();
  const { kind, item } = target;
  const parent = parentOf(target);
  return useItemForm(
    { location, education, kind, id: item?.id },
    {
      initial: () => ({
        index: item?.index ?? suggestedIndex(design, target),
        title: item?.title ?? '',
        details: item?.details ?? '',
        level: item?.level ?? '',
        // A learning goal's own fields; the other kinds do not send them.
        withdrawn: (item as Partial<TTreeItemOf['learning-goals']> | undefined)?.withdrawn ?? false,
        track: (item as Partial<TTreeItemOf['learning-goals']> | undefined)?.track ?? '',
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
}

export type TCompetenceItemForm = ReturnType<typeof useCompetenceItemForm>;

const FIELDS = [
  'index',
  'title',
  'details',
  'level',
  'withdrawn',
  'track',
  'competence_id',
  'learning_cluster_id',
  'learning_outcome_id',
];

type TItemValues = {
  index: string;
  title: string;
  details: string;
  level: string;
  withdrawn: boolean;
  track: string;
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
      return {
        ...described,
        learning_outcome_id: Number(values.learning_outcome_id),
        withdrawn: values.withdrawn,
        track: values.track.trim() === '' ? null : values.track.trim(),
      };
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
