import { Menu } from '@mantine/core';
import { memo, type ReactNode } from 'react';
import { capitalize } from '@/lib/use-terms';
import { itemName, useTree } from './TreeContext';
import { Icon } from '@/components/icons/Icon';
import { plusGlyph } from '@/components/icons/glyphs/plus';
import type { TTreeRow } from './tree-rows';
import { treeClasses as classes, TreeEditDelete, TreeRow } from './TreeRow';

/**
 * The row of a competence: open/close (opening also opens its learning outcomes), the number of
 * outcomes, and for designers a menu to add a learning outcome or learning cluster, edit and
 * delete. Its learning clusters and outcomes are rows of their own (tree-rows.ts).
 */
export const CompetenceNode = memo(function CompetenceNode({
  row,
  handle,
}: {
  row: Extract<TTreeRow, { type: 'competence' }>;
  handle?: ReactNode;
}) {
  const { t, terms, countOf, readOnly, act } = useTree();
  const competence = row.item;
  const name = itemName(competence);
  return (
    <section aria-label={name}>
      <TreeRow
        item={competence}
        strong
        open={row.open}
        toggleKey={row.key}
        toggleChildren={row.outcomeKeys}
        highlight={row.match}
        handle={handle}
        badges={<span className={classes.count}>{countOf(row.outcomes, 'learning_outcome')}</span>}
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
                    <Icon glyph={plusGlyph} size={16} />
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
    </section>
  );
});
