import { Button, CloseButton, Group, Paper, Stack, Text, TextInput } from '@mantine/core';
import {
  startTransition,
  useCallback,
  useDeferredValue,
  useMemo,
  useState,
  type ReactNode,
} from 'react';
import { useTranslation } from 'react-i18next';
import type { TCompetence, TDesign, TLearningGoal } from '@cp/contracts';
import { capitalize, useTerms } from '@/lib/use-terms';
import { useReorder } from '../api/reorder';
import { CompetenceItemModal, type TItemFormTarget } from './CompetenceItemModal';
import { CompetenceNode } from './CompetenceNode';
import { GoalClustersModal } from './GoalClustersModal';
import {
  TreeContext,
  type TTreeAction,
  type TTreeContext,
  type TTreeItemOf,
  type TTreeKind,
} from './TreeContext';
import { TreeDeleteModal } from './TreeDeleteModal';
import { filterTree } from './tree-filter';
import { buildTreeIndex, NONE } from './tree-index';
import { TreeIcon } from './TreeIcons';
import { TreeList } from './TreeList';

type TDialog =
  | { type: 'form'; target: TItemFormTarget }
  | { type: 'delete'; kind: TTreeKind; item: TTreeItemOf[TTreeKind] }
  | { type: 'clusters'; goal: TLearningGoal }
  | null;

/**
 * The first competence starts open with its learning outcomes; the rest starts closed, so a
 * large design (30 competences, 600 learning goals) renders only what is looked at.
 */
function initiallyOpen(design: TDesign): Set<string> {
  const first = design.competences[0];
  if (!first) return new Set();
  return new Set([
    `competence:${first.id}`,
    ...design.learning_outcomes
      .filter((outcome) => outcome.competence_id === first.id)
      .map((outcome) => `outcome:${outcome.id}`),
  ]);
}

/**
 * The competences of an education as a tree: competence -> learning clusters and learning
 * outcomes -> learning goals, with the clusters that cover each goal. Designers create, edit,
 * delete, reorder (drag or keyboard) and link goals to clusters; read-only shows no change
 * controls at all. The filter keeps matching items with their ancestors.
 */
export function CompetencesPanel({
  design,
  location,
  education,
  readOnly,
}: {
  design: TDesign;
  location: string;
  education: string;
  readOnly: boolean;
}) {
  const { t } = useTranslation();
  const terms = useTerms();
  const reorderMutation = useReorder(location, education);
  const [query, setQuery] = useState('');
  const deferredQuery = useDeferredValue(query);
  const [open, setOpen] = useState(() => initiallyOpen(design));
  const [dialog, setDialog] = useState<TDialog>(null);

  // The lookups of the tree, rebuilt when the design changes; the previous ones are handed on so
  // unchanged lists keep their arrays and their memoised rows (tree-index.ts).
  const [built, setBuilt] = useState(() => ({ design, index: buildTreeIndex(design) }));
  let index = built.index;
  if (built.design !== design) {
    index = buildTreeIndex(design, built.index);
    setBuilt({ design, index });
  }
  const filter = useMemo(() => filterTree(design, deferredQuery), [design, deferredQuery]);

  const toggle = useCallback((key: string, children: readonly string[] = []) => {
    setOpen((current) => {
      const next = new Set(current);
      if (next.has(key)) next.delete(key);
      else for (const opened of [key, ...children]) next.add(opened);
      return next;
    });
  }, []);
  const act = useCallback((action: TTreeAction) => {
    switch (action.type) {
      case 'create':
        setDialog({
          type: 'form',
          target: {
            kind: action.kind,
            competence: 'competence' in action ? action.competence : undefined,
            outcome: 'outcome' in action ? action.outcome : undefined,
          },
        });
        return;
      case 'edit':
        setDialog({ type: 'form', target: { kind: action.kind, item: action.item } });
        return;
      case 'delete':
        setDialog({ type: 'delete', kind: action.kind, item: action.item });
        return;
      case 'clusters':
        setDialog({ type: 'clusters', goal: action.goal });
    }
  }, []);
  const { mutate: reorderMutate } = reorderMutation;
  const reorder = useCallback(
    (kind: TTreeKind, ids: readonly number[]) => reorderMutate({ kind, ids }),
    [reorderMutate],
  );
  const context = useMemo<TTreeContext>(
    () => ({ t, terms, readOnly, act, reorder, toggle }),
    [t, terms, readOnly, act, reorder, toggle],
  );

  const openOutcome = useCallback(
    (id: number) => open.has(`outcome:${id}`) || filter.openOutcomes.has(id),
    [open, filter],
  );
  const renderCompetence = useCallback(
    (competence: TCompetence, handle: ReactNode) => (
      <CompetenceNode
        competence={competence}
        learningClusters={index.learningClustersOf.get(competence.id) ?? NONE}
        outcomes={index.outcomesOf.get(competence.id) ?? NONE}
        goalsOf={index.goalsOf}
        coveringOf={index.coveringOf}
        learningClusterById={index.learningClusterById}
        open={open.has(`competence:${competence.id}`) || filter.openCompetences.has(competence.id)}
        openOutcomes={openOutcome}
        filter={filter}
        handle={handle}
      />
    ),
    [index, open, filter, openOutcome],
  );
  const competences = filter.active
    ? design.competences.filter((competence) => filter.competences.has(competence.id))
    : design.competences;

  // All at once is up to 780 rows: as a transition, so the screen keeps responding meanwhile.
  const expandAll = () =>
    startTransition(() =>
      setOpen(
        new Set([
          ...design.competences.map((c) => `competence:${c.id}`),
          ...design.learning_outcomes.map((o) => `outcome:${o.id}`),
        ]),
      ),
    );
  const close = () => setDialog(null);
  const onSaved = (parents: { competence?: number; outcome?: number }) => {
    setOpen((current) => {
      const next = new Set(current);
      if (parents.competence !== undefined) next.add(`competence:${parents.competence}`);
      if (parents.outcome !== undefined) next.add(`outcome:${parents.outcome}`);
      return next;
    });
    close();
  };

  return (
    <TreeContext.Provider value={context}>
      <Stack gap="sm">
        <Group justify="space-between" align="flex-end" wrap="wrap" gap="sm">
          <TextInput
            label={t('design.search')}
            description={t('design.tree.filterHint', {
              competences: terms.competences,
              learningOutcomes: terms.learningOutcomes,
              learningGoals: terms.learningGoals,
            })}
            placeholder={t('design.searchPlaceholder')}
            value={query}
            onChange={(event) => setQuery(event.currentTarget.value)}
            rightSection={
              query === '' ? null : (
                <CloseButton
                  size="sm"
                  aria-label={t('design.clearSearch')}
                  onClick={() => setQuery('')}
                />
              )
            }
            style={{ flex: '1 1 280px', maxWidth: 480 }}
          />
          <Group gap="xs">
            <Button variant="default" size="sm" onClick={expandAll}>
              {t('design.tree.expandAll')}
            </Button>
            <Button
              variant="default"
              size="sm"
              onClick={() => startTransition(() => setOpen(new Set()))}
            >
              {t('design.tree.collapseAll')}
            </Button>
            {!readOnly && (
              <Button
                size="sm"
                leftSection={<TreeIcon name="plus" size={16} />}
                onClick={() => act({ type: 'create', kind: 'competences' })}
              >
                {capitalize(t('design.add', { item: terms.competence }))}
              </Button>
            )}
          </Group>
        </Group>
        <Text size="sm" c="dimmed">
          {t('design.tree.summary', {
            competences: `${design.competences.length} ${terms.competences}`,
            learningOutcomes: `${design.learning_outcomes.length} ${terms.learningOutcomes}`,
            learningGoals: `${design.learning_goals.length} ${terms.learningGoals}`,
          })}
        </Text>

        <Paper withBorder radius="md" p="xs">
          {design.competences.length === 0 ? (
            <Text c="dimmed" p="sm">
              {t('design.empty', { items: terms.competences })}
            </Text>
          ) : competences.length === 0 ? (
            <Text c="dimmed" p="sm" role="status">
              {t('design.tree.noMatches', { text: deferredQuery.trim() })}
            </Text>
          ) : (
            <TreeList
              kind="competences"
              items={competences}
              sortable={!readOnly && !filter.active}
              label={capitalize(terms.competences)}
              render={renderCompetence}
            />
          )}
        </Paper>
        {!readOnly && filter.active && (
          <Text size="xs" c="dimmed">
            {t('design.reorderHint')}
          </Text>
        )}
      </Stack>

      {!readOnly && dialog?.type === 'form' && (
        <CompetenceItemModal
          key={`${dialog.target.kind}:${dialog.target.item?.id ?? 'new'}`}
          design={design}
          location={location}
          education={education}
          target={dialog.target}
          onSaved={onSaved}
          onClose={close}
        />
      )}
      {!readOnly && dialog?.type === 'delete' && (
        <TreeDeleteModal
          design={design}
          location={location}
          education={education}
          kind={dialog.kind}
          item={dialog.item}
          onClose={close}
        />
      )}
      {!readOnly && dialog?.type === 'clusters' && (
        <GoalClustersModal
          design={design}
          location={location}
          education={education}
          goal={dialog.goal}
          onClose={close}
        />
      )}
    </TreeContext.Provider>
  );
}
