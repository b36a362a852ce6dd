import { Menu } from '@mantine/core';
import { memo, useCallback, useMemo, type ReactNode } from 'react';
import type {
  TCluster,
  TCompetence,
  TLearningCluster,
  TLearningGoal,
  TLearningOutcome,
} from '@cp/contracts';
import { capitalize } from '@/lib/use-terms';
import { LearningClusterRow } from './LearningClusterRow';
import { OutcomeNode } from './OutcomeNode';
import { itemName, useTree } from './TreeContext';
import type { TTreeFilter } from './tree-filter';
import { NONE } from './tree-index';
import { TreeIcon } from './TreeIcons';
import { TreeList } from './TreeList';
import { treeClasses as classes, TreeEditDelete, TreeRow } from './TreeRow';

/**
 * A competence; open, its learning clusters (an optional grouping) and its learning outcomes,
 * each outcome with its learning goals.
 */
export const CompetenceNode = memo(function CompetenceNode({
  competence,
  learningClusters,
  outcomes,
  goalsOf,
  coveringOf,
  learningClusterById,
  open,
  openOutcomes,
  filter,
  handle,
}: {
  competence: TCompetence;
  learningClusters: readonly TLearningCluster[];
  outcomes: readonly TLearningOutcome[];
  goalsOf: ReadonlyMap<number, readonly TLearningGoal[]>;
  coveringOf: ReadonlyMap<number, readonly TCluster[]>;
  learningClusterById: ReadonlyMap<number, TLearningCluster>;
  open: boolean;
  /** Is the outcome with this id open (by the user or by the filter)? */
  openOutcomes: (id: number) => boolean;
  filter: TTreeFilter;
  handle?: ReactNode;
}) {
  const { t, terms, readOnly, act } = useTree();
  const name = itemName(competence);
  const shownClusters = useMemo(
    () =>
      filter.active
        ? learningClusters.filter((item) => filter.learningClusters.has(item.id))
        : learningClusters,
    [filter, learningClusters],
  );
  const shownOutcomes = useMemo(
    () => (filter.active ? outcomes.filter((item) => filter.outcomes.has(item.id)) : outcomes),
    [filter, outcomes],
  );
  const outcomesPerCluster = useMemo(() => {
    const counts = new Map<number, number>();
    for (const outcome of outcomes) {
      if (outcome.learning_cluster_id === null) continue;
      counts.set(outcome.learning_cluster_id, (counts.get(outcome.learning_cluster_id) ?? 0) + 1);
    }
    return counts;
  }, [outcomes]);
  const sortable = !readOnly && !filter.active;
  const outcomeKeys = useMemo(() => outcomes.map((item) => `outcome:${item.id}`), [outcomes]);
  const renderCluster = useCallback(
    (learningCluster: TLearningCluster, clusterHandle: ReactNode) => (
      <LearningClusterRow
        learningCluster={learningCluster}
        outcomes={outcomesPerCluster.get(learningCluster.id) ?? 0}
        highlight={filter.matches.has(`learningCluster:${learningCluster.id}`)}
        handle={clusterHandle}
      />
    ),
    [outcomesPerCluster, filter],
  );
  const renderOutcome = useCallback(
    (outcome: TLearningOutcome, outcomeHandle: ReactNode) => (
      <OutcomeNode
        outcome={outcome}
        learningCluster={
          outcome.learning_cluster_id === null
            ? undefined
            : learningClusterById.get(outcome.learning_cluster_id)
        }
        goals={goalsOf.get(outcome.id) ?? NONE}
        coveringOf={coveringOf}
        open={openOutcomes(outcome.id)}
        filter={filter}
        handle={outcomeHandle}
      />
    ),
    [learningClusterById, goalsOf, coveringOf, openOutcomes, filter],
  );

  return (
    <section aria-label={name} className={classes.section}>
      <TreeRow
        item={competence}
        strong
        open={open}
        toggleKey={`competence:${competence.id}`}
        toggleChildren={outcomeKeys}
        highlight={filter.matches.has(`competence:${competence.id}`)}
        handle={handle}
        badges={
          <span className={classes.count}>
            {t('design.tree.count', {
              count: outcomes.length,
              term: outcomes.length === 1 ? terms.learningOutcome : terms.learningOutcomes,
            })}
          </span>
        }
        actions={
          readOnly ? undefined : (
            <>
              <Menu position="bottom-end" withinPortal>
                <Menu.Target>
                  <button
                    type="button"
                    className={classes.icon}
                    title={t('design.tree.addMenu')}
                    aria-label={t('design.tree.addMenuOf', { name })}
                  >
                    <TreeIcon name="plus" size={16} />
                  </button>
                </Menu.Target>
                <Menu.Dropdown>
                  <Menu.Item
                    onClick={() =>
                      act({ type: 'create', kind: 'learning-outcomes', competence: competence.id })
                    }
                  >
                    {capitalize(t('design.add', { item: terms.learningOutcome }))}
                  </Menu.Item>
                  <Menu.Item
                    onClick={() =>
                      act({ type: 'create', kind: 'learning-clusters', competence: competence.id })
                    }
                  >
                    {capitalize(t('design.add', { item: terms.learningCluster }))}
                  </Menu.Item>
                </Menu.Dropdown>
              </Menu>
              <TreeEditDelete
                name={name}
                onEdit={() => act({ type: 'edit', kind: 'competences', item: competence })}
                onDelete={() => act({ type: 'delete', kind: 'competences', item: competence })}
              />
            </>
          )
        }
      />
      {open && (
        <div className={classes.children}>
          {shownClusters.length > 0 && (
            <div>
              <div className={classes.heading}>{terms.learningClusters}</div>
              <TreeList
                kind="learning-clusters"
                items={shownClusters}
                sortable={sortable}
                label={t('design.tree.listOf', { term: terms.learningClusters, name })}
                render={renderCluster}
              />
            </div>
          )}
          {shownOutcomes.length === 0 ? (
            <div className={classes.empty}>
              {t('design.empty', { items: terms.learningOutcomes })}
            </div>
          ) : (
            <TreeList
              kind="learning-outcomes"
              items={shownOutcomes}
              sortable={sortable}
              label={t('design.tree.listOf', { term: terms.learningOutcomes, name })}
              render={renderOutcome}
            />
          )}
        </div>
      )}
    </section>
  );
});
