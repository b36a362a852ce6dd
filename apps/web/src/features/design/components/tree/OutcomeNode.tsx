import { memo, type ReactNode } from 'react';
import { capitalize } from '@/lib/use-terms';
import { itemName, useTree } from './TreeContext';
import { Icon } from '@/components/icons/Icon';
import { plusGlyph } from '@/components/icons/glyphs/plus';
import type { TTreeRow } from './tree-rows';
import { TreeButton, treeClasses as classes, TreeEditDelete, TreeRow } from './TreeRow';

/**
 * The row of a learning outcome: open/close, its learning cluster (if grouped) and number of
 * learning goals, and for designers add goal, edit and delete. Its goals are rows of their own.
 */
export const OutcomeNode = memo(function OutcomeNode({
  row,
  handle,
}: {
  row: Extract<TTreeRow, { type: 'outcome' }>;
  handle?: ReactNode;
}) {
  const { t, terms, countOf, readOnly, act } = useTree();
  const { item: outcome, learningCluster, goals } = row;
  const name = itemName(outcome);
  return (
    <TreeRow
      item={outcome}
      open={row.open}
      toggleKey={row.key}
      highlight={row.match}
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
          <span className={classes.count}>{countOf(goals, 'learning_goal')}</span>
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
              <Icon glyph={plusGlyph} size={16} />
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
  );
});
