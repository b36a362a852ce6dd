import { Group, Select, Textarea, TextInput } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useMemo, useState } from 'react';
import { DESIGN_LIMITS, type TDesign, type TDesignInput } from '@cp/contracts';
import { useChangedSinceOpened } from '@/lib/same-values';
import { capitalize } from '@/lib/use-terms';
import { useCreateItem } from '@/features/design/api/create-item';
import { useUpdateItem } from '@/features/design/api/update-item';
import { itemName, useTree, type TTreeItemOf, type TTreeKind } from '../tree/TreeContext';
import { notifyRefusal } from '@/lib/notify-refusal';
import { fieldErrorsOf, messageText } from '@/lib/server-messages';
import { DesignFormModal } from './DesignFormModal';
import { nextIndex } from '../tree/tree-index';

type TField =
  | 'index'
  | 'title'
  | 'details'
  | 'level'
  | 'competence_id'
  | 'learning_cluster_id'
  | 'learning_outcome_id';

const INDEX_PATTERN = /^[0-9]+(\.[0-9]+)*$/;

export interface TItemFormTarget<K extends TTreeKind = TTreeKind> {
  kind: K;
  /** The item to edit; absent for a new one. */
  item?: TTreeItemOf[K];
  /** The parent a new item starts under. */
  competence?: number;
  outcome?: number;
}

const TERM_OF = {
  competences: 'competence',
  'learning-clusters': 'learningCluster',
  'learning-outcomes': 'learningOutcome',
  'learning-goals': 'learningGoal',
} as const satisfies Record<TTreeKind, string>;

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
  const create = useCreateItem(location, education, kind);
  const update = useUpdateItem(location, education, kind);
  const parent = parentOf(target);
  const [index, setIndex] = useState(() => item?.index ?? suggestedIndex(design, target));
  const [title, setTitle] = useState(item?.title ?? '');
  const [details, setDetails] = useState(item?.details ?? '');
  const [level, setLevel] = useState(item?.level ?? '');
  const [competence, setCompetence] = useState(parent.competence?.toString() ?? null);
  const [learningCluster, setLearningCluster] = useState(
    parent.learningCluster?.toString() ?? null,
  );
  const [outcome, setOutcome] = useState(parent.outcome?.toString() ?? null);
  const [errors, setErrors] = useState<Partial<Record<TField | 'other', string>>>({});
  const dirty = useChangedSinceOpened({
    index,
    title,
    details,
    level,
    competence,
    learningCluster,
    outcome,
  });
  const term = terms[TERM_OF[kind]];

  const competenceOptions = useMemo(
    () => design.competences.map((c) => ({ value: String(c.id), label: itemName(c) })),
    [design.competences],
  );
  const clusterOptions = useMemo(
    () =>
      design.learning_clusters
        .filter((c) => String(c.competence_id) === competence)
        .map((c) => ({ value: String(c.id), label: itemName(c) })),
    [design.learning_clusters, competence],
  );
  const outcomeOptions = useMemo(
    () => design.learning_outcomes.map((o) => ({ value: String(o.id), label: itemName(o) })),
    [design.learning_outcomes],
  );

  const check = (): Partial<Record<TField, string>> => {
    const found: Partial<Record<TField, string>> = {};
    const trimmedIndex = index.trim();
    if (trimmedIndex === '') found.index = messageText('design.indexRequired');
    else if (
      trimmedIndex.length > DESIGN_LIMITS.indexMaxLength ||
      !INDEX_PATTERN.test(trimmedIndex)
    )
      found.index = messageText('design.indexInvalid');
    if (title.trim() === '') found.title = messageText('design.titleRequired');
    else if (title.trim().length > DESIGN_LIMITS.titleMaxLength)
      found.title = messageText('design.tooLong');
    if (details.trim() === '') found.details = messageText('design.detailsRequired');
    else if (details.trim().length > DESIGN_LIMITS.detailsMaxLength)
      found.details = messageText('design.tooLong');
    if (level.trim().length > DESIGN_LIMITS.levelMaxLength)
      found.level = messageText('design.tooLong');
    if ((kind === 'learning-clusters' || kind === 'learning-outcomes') && competence === null)
      found.competence_id = t('design.tree.choose', { term: terms.competence });
    if (kind === 'learning-goals' && outcome === null)
      found.learning_outcome_id = t('design.tree.choose', { term: terms.learningOutcome });
    return found;
  };

  const body = (): TDesignInput<TTreeKind> => {
    const described = {
      index: index.trim(),
      title: title.trim(),
      details: details.trim(),
      level: level.trim() === '' ? null : level.trim(),
    };
    switch (kind) {
      case 'competences':
        return described;
      case 'learning-clusters':
        return { ...described, competence_id: Number(competence) };
      case 'learning-outcomes':
        return {
          ...described,
          competence_id: Number(competence),
          learning_cluster_id: learningCluster === null ? null : Number(learningCluster),
        };
      case 'learning-goals':
        return { ...described, learning_outcome_id: Number(outcome) };
    }
  };

  const submit = async () => {
    const local = check();
    setErrors(local);
    if (Object.keys(local).length > 0) return;
    const input = body();
    try {
      if (item) await update.mutateAsync({ id: item.id, input });
      else await create.mutateAsync(input);
      notifications.show({
        color: 'green',
        message: t('design.saved', { name: `${input.index} ${input.title}` }),
      });
      const goalOutcome = kind === 'learning-goals' ? Number(outcome) : undefined;
      onSaved({
        competence:
          kind === 'learning-goals'
            ? design.learning_outcomes.find((o) => o.id === goalOutcome)?.competence_id
            : kind === 'competences'
              ? undefined
              : Number(competence),
        outcome: goalOutcome,
      });
    } catch (error) {
      const fields = fieldErrorsOf(error, { terms });
      const known: Partial<Record<TField | 'other', string>> = {};
      for (const [field, message] of Object.entries(fields)) {
        if (FIELDS.has(field)) known[field as TField] = message;
        else known.other = message;
      }
      setErrors(known);
      notifyRefusal(error, t('design.saveFailed', { item: term }), { terms });
    }
  };

  const pending = create.isPending || update.isPending;
  return (
    <DesignFormModal
      kind={kind}
      editing={item !== undefined}
      size="lg"
      pending={pending}
      dirty={dirty}
      onClose={onClose}
      onSubmit={() => void submit()}
      otherErrors={errors.other ? [errors.other] : []}
    >
      {(kind === 'learning-clusters' || kind === 'learning-outcomes') && (
        <Select
          label={capitalize(terms.competence)}
          data={competenceOptions}
          value={competence}
          onChange={(value) => {
            setCompetence(value);
            setLearningCluster(null);
          }}
          searchable
          allowDeselect={false}
          required
          error={errors.competence_id}
        />
      )}
      {kind === 'learning-outcomes' && (
        <Select
          label={capitalize(terms.learningCluster)}
          description={t('design.tree.optional')}
          placeholder={t('design.noneChosen')}
          data={clusterOptions}
          value={learningCluster}
          onChange={setLearningCluster}
          clearable
          disabled={clusterOptions.length === 0}
          error={errors.learning_cluster_id}
        />
      )}
      {kind === 'learning-goals' && (
        <Select
          label={capitalize(terms.learningOutcome)}
          data={outcomeOptions}
          value={outcome}
          onChange={setOutcome}
          searchable
          allowDeselect={false}
          required
          error={errors.learning_outcome_id}
        />
      )}
      <Group align="flex-start" grow>
        <TextInput
          label={t('design.fields.index')}
          description={t('design.fields.indexHint')}
          value={index}
          onChange={(event) => setIndex(event.currentTarget.value)}
          maxLength={DESIGN_LIMITS.indexMaxLength}
          required
          error={errors.index}
        />
        <TextInput
          label={t('design.tree.level')}
          description={t('design.tree.levelHint')}
          value={level}
          onChange={(event) => setLevel(event.currentTarget.value)}
          maxLength={DESIGN_LIMITS.levelMaxLength}
          error={errors.level}
        />
      </Group>
      <TextInput
        label={t('design.fields.title')}
        value={title}
        onChange={(event) => setTitle(event.currentTarget.value)}
        maxLength={DESIGN_LIMITS.titleMaxLength}
        required
        data-autofocus
        error={errors.title}
      />
      <Textarea
        label={capitalize(terms.description)}
        value={details}
        onChange={(event) => setDetails(event.currentTarget.value)}
        // Fixed rows: Mantine's autosize needs layout APIs the test DOM lacks.
        rows={5}
        resize="vertical"
        required
        error={errors.details}
      />
    </DesignFormModal>
  );
}

const FIELDS = new Set<string>([
  'index',
  'title',
  'details',
  'level',
  'competence_id',
  'learning_cluster_id',
  'learning_outcome_id',
]);
