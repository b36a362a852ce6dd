import { memo, type ReactNode } from 'react';
import { itemName, useTree } from './TreeContext';
import type { TTreeRow } from './tree-rows';
import { treeClasses as classes, TreeEditDelete, TreeRow } from './TreeRow';

/** A learning cluster: an optional grouping of the learning outcomes of one competence. */
export const LearningClusterRow = memo(function LearningClusterRow({
  row,
  handle,
}: {
  row: Extract<TTreeRow, { type: 'learning-cluster' }>;
  handle?: ReactNode;
}) {
  const { countOf, readOnly, act } = useTree();
  const { item: learningCluster, outcomes } = row;
  return (
    <TreeRow
      item={learningCluster}
      highlight={row.match}
      handle={handle}
      badges={<span className={classes.count}>{countOf(outcomes, 'learning_outcome')}</span>}
      actions={
        readOnly ? undefined : (
          <TreeEditDelete
            name={itemName(learningCluster)}
            onEdit={() => act({ type: 'edit', kind: 'learning-clusters', item: learningCluster })}
            onDelete={() =>
              act({ type: 'delete', kind: 'learning-clusters', item: learningCluster })
            }
          />
        )
      }
    />
  );
});
