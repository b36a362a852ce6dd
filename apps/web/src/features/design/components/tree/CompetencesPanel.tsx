import {
  Button,
  Checkbox,
  CloseButton,
  Group,
  NativeSelect,
  Paper,
  Stack,
  Text,
  TextInput,
} from '@mantine/core';
import { useCallback, useDeferredValue, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TDesign, TLearningGoal } from '@cp/contracts';
import { capitalize, useTermCounts, useTerms } from '@/lib/use-terms';
import { useReorder } from '@/features/design/api/reorder';
import { CompetenceItemModal, type TItemFormTarget } from '../forms/CompetenceItemModal';
import { GoalClustersModal } from './GoalClustersModal';
import {
  TreeContext,
  type TTreeAction,
  type TTreeContext,
  type TTreeItemOf,
  type TTreeKind,
} from './TreeContext';
import { TreeDeleteModal } from '../delete/TreeDeleteModal';
import { filterTree, treeLevels } from './tree-filter';
import { buildTreeIndex } from './tree-index';
import { competenceKey, flattenTree, outcomeKey } from './tree-rows';
import { Icon } from '@/components/icons/Icon';
import { plusGlyph } from '@/components/icons/glyphs/plus';
import { TreeWindow } from './TreeWindow';

type TDialog =
  | { type: 'form'; target: TItemFormTarget }
  | { type: 'delete'; kind: TTreeKind; item: TTreeItemOf[TTreeKind] }
  | { type: 'clusters'; goal: TLearningGoal }
  | null;

/** The level select's value for "any level" (a level itself is never empty). */
const ANY_LEVEL = '';

/**
 * The first competence starts open with its learning outcomes; the rest starts closed, so a
 * large design (30 competences, 600 learning goals) opens on what is looked at first.
 */
function initiallyOpen(design: TDesign): Set<string> {
  const first = design.competences[0];
  if (!first) return new Set();
  return new Set([
    competenceKey(first.id),
    ...design.learning_outcomes
      .filter((outcome) => outcome.competence_id === first.id)
      .map((outcome) => outcomeKey(outcome.id)),
  ]);
}

/**
 * The competences of an education as a tree: competence -> learning clusters and learning
 * outcomes -> learning goals, with the clusters that cover each goal. Designers create, edit,
 * delete, reorder (drag or keyboard) and link goals to clusters; read-only shows no change
 * controls at all. The filters (text, level, only goals no cluster covers) keep the passing
 * items with their ancestors (tree-filter.ts). The tree is one windowed list (TreeWindow), so a
 * design with 780 rows opens and scrolls as quickly as a small one.
 */
export function CompetencesPanel({
  design,
  location,
  education,
  readOnly,
  initialQuery = '',
}: {
  design: TDesign;
  location: string;
  education: string;
  readOnly: boolean;
  /** The search the tree opens with (a link to one goal shows it, highlighted, with its parents). */
  initialQuery?: string;
}) {
  const { t } = useTranslation();
  const terms = useTerms();
  const { countOf, termOf } = useTermCounts();
  const reorderMutation = useReorder(location, education);
  const [query, setQuery] = useState(initialQuery);
  const deferredQuery = useDeferredValue(query);
  const [level, setLevel] = useState<string>(ANY_LEVEL);
  const [uncoveredOnly, setUncoveredOnly] = useState(false);
  const [open, setOpen] = useState(() => initiallyOpen(design));
  const [dragged, setDragged] = useState<string | null>(null);
  const [dialog, setDialog] = useState<TDialog>(null);

  // The lookups of the tree, rebuilt when the design changes; the previous ones are handed on so
  // unchanged lists keep their arrays (tree-index.ts).
  const [built, setBuilt] = useState(() => ({ design, index: buildTreeIndex(design) }));
  let index = built.index;
  if (built.design !== design) {
    index = buildTreeIndex(design, built.index);
    setBuilt({ design, index });
  }
  const levels = useMemo(() => treeLevels(design), [design]);
  // A level that is gone from the design (edited away) filters nothing any more.
  const activeLevel = levels.includes(level) ? level : null;
  const filter = useMemo(
    () => filterTree(design, { text: deferredQuery, level: activeLevel, uncoveredOnly }),
    [design, deferredQuery, activeLevel, uncoveredOnly],
  );
  const tree = useMemo(
    () => flattenTree({ design, index, filter, open, closed: dragged }),
    [design, index, filter, open, dragged],
  );

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
    () => ({ t, terms, countOf, readOnly, act, reorder, toggle }),
    [t, terms, countOf, readOnly, act, reorder, toggle],
  );

  // All at once is up to 780 rows; only the few in view are rendered (TreeWindow).
  const expandAll = () =>
    setOpen(
      new Set([
        ...design.competences.map((competence) => competenceKey(competence.id)),
        ...design.learning_outcomes.map((outcome) => outcomeKey(outcome.id)),
      ]),
    );
  const clearFilters = () => {
    setQuery('');
    setLevel(ANY_LEVEL);
    setUncoveredOnly(false);
  };
  const close = () => setDialog(null);
  const onSaved = (parents: { competence?: number; outcome?: number }) => {
    setOpen((current) => {
      const next = new Set(current);
      if (parents.competence !== undefined) next.add(competenceKey(parents.competence));
      if (parents.outcome !== undefined) next.add(outcomeKey(parents.outcome));
      return next;
    });
    close();
  };
  const onlyText = activeLevel === null && !uncoveredOnly;
  const goalTerm = termOf(filter.goalCount, 'learning_goal');

  return (
    <TreeContext.Provider value={context}>
      <Stack gap="sm">
        <Group justify="space-between" align="flex-end" wrap="wrap" gap="sm">
          <Group align="flex-end" wrap="wrap" gap="sm" style={{ flex: '1 1 480px' }}>
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
            <NativeSelect
              label={t('design.tree.level')}
              value={activeLevel ?? ANY_LEVEL}
              onChange={(event) => setLevel(event.currentTarget.value)}
              data={[
                { value: ANY_LEVEL, label: t('design.tree.anyLevel') },
                ...levels.map((value) => ({ value, label: value })),
              ]}
              style={{ flex: '0 1 180px' }}
            />
            <Checkbox
              label={capitalize(
                t('design.tree.uncoveredOnly', {
                  learningGoals: terms.learningGoals,
                  cluster: terms.cluster,
                }),
              )}
              checked={uncoveredOnly}
              onChange={(event) => setUncoveredOnly(event.currentTarget.checked)}
              mb={8}
            />
          </Group>
          <Group gap="xs">
            <Button variant="default" size="sm" onClick={expandAll}>
              {t('design.tree.expandAll')}
            </Button>
            <Button variant="default" size="sm" onClick={() => setOpen(new Set())}>
              {t('design.tree.collapseAll')}
            </Button>
            {!readOnly && (
              <Button
                size="sm"
                leftSection={<Icon glyph={plusGlyph} size={16} />}
                onClick={() => act({ type: 'create', kind: 'competences' })}
              >
                {capitalize(t('design.add', { item: terms.competence }))}
              </Button>
            )}
          </Group>
        </Group>
        <Group gap="sm" justify="space-between" wrap="wrap" mih={28}>
          <Text size="sm" c="dimmed">
            {t('design.tree.summary', {
              competences: countOf(design.competences.length, 'competence'),
              learningOutcomes: countOf(design.learning_outcomes.length, 'learning_outcome'),
              learningGoals: countOf(design.learning_goals.length, 'learning_goal'),
            })}
          </Text>
          {filter.active && (
            <Group gap="xs" wrap="nowrap">
              <Text size="sm" fw={600} role="status">
                {t('design.tree.goalMatches', { count: filter.goalCount, term: goalTerm })}
              </Text>
              <Button variant="subtle" size="compact-sm" onClick={clearFilters}>
                {t('design.tree.clearFilters')}
              </Button>
            </Group>
          )}
        </Group>

        <Paper withBorder radius="md" p="xs">
          {design.competences.length === 0 ? (
            <Text c="dimmed" p="sm">
              {t('design.empty', { items: terms.competences })}
            </Text>
          ) : tree.rows.length === 0 ? (
            <Stack gap="xs" align="flex-start" p="sm">
              <Text c="dimmed">
                {onlyText
                  ? t('design.tree.noMatches', { text: deferredQuery.trim() })
                  : t('design.tree.noFilterMatches')}
              </Text>
              <Button variant="default" size="xs" onClick={clearFilters}>
                {t('design.tree.clearFilters')}
              </Button>
            </Stack>
          ) : (
            <TreeWindow
              label={capitalize(terms.competences)}
              tree={tree}
              sortable={!readOnly && !filter.active}
              dragged={dragged}
              onDragged={setDragged}
            />
          )}
        </Paper>
        {!readOnly && filter.active && (
          <Text size="xs" c="dimmed">
            {onlyText ? t('design.reorderHint') : t('design.tree.reorderHint')}
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
