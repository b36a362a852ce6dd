import { memo, useState, type ReactNode } from 'react';
import { frameworkItemLabel } from '@/components/framework/framework-item-label';
import { capitalize } from '@/lib/use-terms';
import { itemName, useTree } from './TreeContext';
import { Icon } from '@/components/icons/Icon';
import { certificateGlyph } from '@/components/icons/glyphs/certificate';
import { linkGlyph } from '@/components/icons/glyphs/link';
import type { TTreeRow } from './tree-rows';
import { TreeButton, treeClasses as classes, TreeEditDelete, TreeRow } from './TreeRow';

/**
 * A learning goal with the clusters that cover it: the count as a badge (names on hover, and
 * listed under the row when the badge is pressed); designers set the clusters from here. Its
 * track and "withdrawn" are badges too; a withdrawn goal's title is struck through.
 */
export const GoalRow = memo(function GoalRow({
  row,
  handle,
}: {
  row: Extract<TTreeRow, { type: 'goal' }>;
  handle?: ReactNode;
}) {
  const { t, terms, countOf, readOnly, act, frameworkItemsOf } = useTree();
  const [showClusters, setShowClusters] = useState(false);
  const [showItems, setShowItems] = useState(false);
  const { item: goal, covering } = row;
  const name = itemName(goal);
  const count = covering.length;
  const names = covering.map((cluster) => itemName(cluster)).join(', ');
  const coverage = countOf(count, 'cluster');
  const items = frameworkItemsOf(goal.id);
  const itemLabels = items.map(frameworkItemLabel).join('; ');
  const withdrawn = items.some((item) => item.withdrawn_in !== null);
  const setItems = capitalize(t('frameworkLinks.goalTitle', { goal: terms.learningGoal, name }));
  const setClusters = capitalize(
    t('design.tree.setClustersOf', { clusters: terms.clusters, name }),
  );
  return (
    <>
      <TreeRow
        item={goal}
        highlight={row.match}
        handle={handle}
        withdrawn={goal.withdrawn}
        badges={
          <>
            {goal.track && (
              <span
                className={`${classes.badge} ${classes.mark}`}
                title={t('design.tree.trackTitle', { track: goal.track })}
              >
                {goal.track}
              </span>
            )}
            {goal.withdrawn && (
              <span className={`${classes.badge} ${classes.mark}`}>
                {t('design.tree.withdrawnBadge')}
              </span>
            )}
            <button
              type="button"
              className={`${classes.badge} ${count === 0 ? classes.uncovered : classes.covered}`}
              title={count === 0 ? undefined : names}
              aria-expanded={showClusters}
              aria-label={t('design.tree.coverageOf', { name, coverage })}
              onClick={() => setShowClusters((shown) => !shown)}
            >
              {coverage}
            </button>
            {items.length > 0 && (
              <button
                type="button"
                className={`${classes.badge} ${withdrawn ? classes.uncovered : classes.covered}`}
                title={itemLabels}
                aria-expanded={showItems}
                aria-label={t('frameworkLinks.itemsOf', { name, count: items.length })}
                onClick={() => setShowItems((shown) => !shown)}
              >
                {t('frameworkLinks.itemCount', { count: items.length })}
              </button>
            )}
          </>
        }
        actions={
          readOnly ? undefined : (
            <>
              <TreeButton
                label={setItems}
                title={setItems}
                onClick={() => act({ type: 'frameworkItems', goal })}
              >
                <Icon glyph={certificateGlyph} size={16} />
              </TreeButton>
              <TreeButton
                label={setClusters}
                title={setClusters}
                onClick={() => act({ type: 'clusters', goal })}
              >
                <Icon glyph={linkGlyph} size={16} />
              </TreeButton>
              <TreeEditDelete
                name={name}
                onEdit={() => act({ type: 'edit', kind: 'learning-goals', item: goal })}
                onDelete={() => act({ type: 'delete', kind: 'learning-goals', item: goal })}
              />
            </>
          )
        }
      />
      {showClusters && (
        <div className={classes.names}>
          {count === 0
            ? t('design.tree.notCovered', { clusters: terms.clusters })
            : t('design.tree.coveringList', { clusters: names })}
        </div>
      )}
      {showItems && (
        <div className={classes.names}>
          {t('frameworkLinks.coversList', {
            items: items
              .map((item) =>
                item.withdrawn_in === null
                  ? frameworkItemLabel(item)
                  : `${frameworkItemLabel(item)} (${t('frameworkLinks.withdrawnIn', { release: item.withdrawn_in })})`,
              )
              .join('; '),
          })}
        </div>
      )}
    </>
  );
});
