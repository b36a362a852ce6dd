import type { TDesign } from '@cp/contracts';
import DeleteItemModal from './DeleteItemModal';
import { itemName, type TTreeItemOf, type TTreeKind } from '../tree/TreeContext';

/**
 * The delete confirmation of the competence tree: the one dialog of every kind
 * (DeleteItemModal), called with a tree item as the tree's rows hand it over.
 */
export function TreeDeleteModal<K extends TTreeKind>({
  design,
  location,
  education,
  kind,
  item,
  onClose,
}: {
  design: TDesign;
  location: string;
  education: string;
  kind: K;
  item: TTreeItemOf[K];
  onClose: () => void;
}) {
  return (
    <DeleteItemModal
      design={design}
      location={location}
      education={education}
      kind={kind}
      id={item.id}
      name={itemName(item)}
      onClose={onClose}
    />
  );
}
