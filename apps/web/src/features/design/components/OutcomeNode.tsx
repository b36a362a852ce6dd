import { memo, useCallback, useMemo, type ReactNode } from 'react';
import type { TCluster, TLearningCluster, TLearningGoal, TLearningOutcome } from '@cp/contracts';
import { capitalize } from '@/lib/use-terms';
import { GoalRow } from './GoalRow';
import { itemName, useTree } from './TreeContext';
import type { TTreeFilter } from './tree-filter';
import { NONE } from './tree-index';
import { TreeIcon } from './TreeIcons';
import { TreeList } from './TreeList';
import { TreeButton, treeClasses as classes, TreeEditDelete, TreeRow } from './TreeRow';

/** A learning outcome; open, its learning goals (sortable by designers). */
export const OutcomeNode = memo(function OutcomeNode({
  outcome,
  learningCluster,
  goals,
  coveringOf,
  open,
  filter,
  handle,
}: {
  outcome: TLearningOutcome;
  learningCluster: TLearningCluster | undefined;
  goals: readonly TLearningGoal[];
  coveringOf: ReadonlyMap<number, readonly TCluster[]>;
  open: boolean;
  filter: TTreeFilter;
  handle?: ReactNode;
}) {
  const { t, terms, readOnly, act } = useTree();
  const name = itemName(outcome);
  const shown = useMemo(
    () => (filter.active ? goals.filter((goal) => filter.goals.has(goal.id)) : goals),
    [filter, goals],
  );
  const renderGoal = useCallback(
    (goal: TLearningGoal, goalHandle: ReactNode) => (
      <GoalRow
        goal={goal}
        covering={coveringOf.get(goal.id) ?? NONE}
        highlight={filter.matches.has(`goal:${goal.id}`)}
        handle={goalHandle}
      />
    ),
    [coveringOf, filter],
  );
  return (
    <div>
      <TreeRow
        item={outcome}
        open={open}
        toggleKey={`outcome:${outcome.id}`}
        highlight={filter.matches.has(`outcome:${outcome.id}`)}
        handle={handle}
        badges={
          <>
            {learningCluster && (
              <span
                className={`${classes.badge} ${classes.grouping}`}
                title={`${terms.learningCluster}: ${itemName(learningCluster)}`}
              >
                {learningCluster.index}
              </span>
            )}
            <span className={classes.count}>
              {t('design.tree.count', {
                count: goals.length,
                term: goals.length === 1 ? terms.learningGoal : terms.learningGoals,
              })}
            </span>
          </>
        }
        actions={
          readOnly ? undefined : (
            <>
              <TreeButton
                title={capitalize(t('design.add', { item: terms.learningGoal }))}
                label={capitalize(t('design.tree.addTo', { term: terms.learningGoal, name }))}
                onClick={() => act({ type: 'create', kind: 'learning-goals', outcome: outcome.id })}
              >
                <TreeIcon name="plus" size={16} />
              </TreeButton>
              <TreeEditDelete
                name={name}
                onEdit={() => act({ type: 'edit', kind: 'learning-outcomes', item: outcome })}
                onDelete={() => act({ type: 'delete', kind: 'learning-outcomes', item: outcome })}
              />
            </>
          )
        }
      />
      {open && (
        <div className={classes.children}>
          {shown.length === 0 ? (
            <div className={classes.empty}>{t('design.empty', { items: terms.learningGoals })}</div>
          ) : (
            <TreeList
              kind="learning-goals"
              items={shown}
              sortable={!readOnly && !filter.active}
              label={t('design.tree.listOf', { term: terms.learningGoals, name })}
              render={renderGoal}
            />
          )}
        </div>
      )}
    </div>
  );
});
