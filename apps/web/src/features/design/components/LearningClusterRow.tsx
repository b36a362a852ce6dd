import { memo, type ReactNode } from 'react';
import type { TLearningCluster } from '@cp/contracts';
import { itemName, useTree } from './TreeContext';
import { treeClasses as classes, TreeEditDelete, TreeRow } from './TreeRow';

/** A learning cluster: an optional grouping of the learning outcomes of one competence. */
export const LearningClusterRow = memo(function LearningClusterRow({
  learningCluster,
  outcomes,
  highlight,
  handle,
}: {
  learningCluster: TLearningCluster;
  /** How many learning outcomes it groups. */
  outcomes: number;
  highlight: boolean;
  handle?: ReactNode;
}) {
  const { t, terms, readOnly, act } = useTree();
  return (
    <TreeRow
      item={learningCluster}
      highlight={highlight}
      handle={handle}
      badges={
        <span className={classes.count}>
          {t('design.tree.count', {
            count: outcomes,
            term: outcomes === 1 ? terms.learningOutcome : terms.learningOutcomes,
          })}
        </span>
      }
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
