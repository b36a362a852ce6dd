import { useCallback, type ReactNode } from 'react';
import { SortableList } from './SortableList';
import { itemName, useTree, type TTreeItemOf, type TTreeKind } from './TreeContext';

/**
 * One parent's children in the competence tree (the competences of the education, the learning
 * clusters or outcomes of a competence, the goals of an outcome) as a SortableList: a reorder
 * sends exactly that list. `render` must be stable (useCallback), as SortableList memoises rows.
 */
export function TreeList<K extends TTreeKind>({
  kind,
  items,
  sortable,
  label,
  render,
}: {
  kind: K;
  items: readonly TTreeItemOf[K][];
  sortable: boolean;
  label: string;
  render: (item: TTreeItemOf[K], handle: ReactNode) => ReactNode;
}) {
  const { reorder } = useTree();
  const onReorder = useCallback((ids: number[]) => reorder(kind, ids), [reorder, kind]);
  return (
    <SortableList
      items={items}
      label={label}
      sortable={sortable}
      itemLabel={itemName}
      onReorder={onReorder}
      renderItem={render}
    />
  );
}
