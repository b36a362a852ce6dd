import { createContext, useContext, type ReactNode } from 'react';
import { Icon } from '@/components/icons/Icon';
import { chevronDownGlyph } from '@/components/icons/glyphs/chevron-down';
import { chevronRightGlyph } from '@/components/icons/glyphs/chevron-right';
import { chevronUpGlyph } from '@/components/icons/glyphs/chevron-up';
import { gripGlyph } from '@/components/icons/glyphs/grip';
import { pencilGlyph } from '@/components/icons/glyphs/pencil';
import { trashGlyph } from '@/components/icons/glyphs/trash';
import { itemName, useTree } from './TreeContext';
import classes from './TreeRow.module.css';

export { classes as treeClasses };

/**
 * One line of the competence tree: open/close (when it has children), number, title, level,
 * extra badges, and the change buttons (never when read-only). Plain elements and native
 * buttons, no Mantine component per cell: the tree window mounts and unmounts rows while the
 * page scrolls, so a row must be cheap to create.
 */
export function TreeRow({
  item,
  open,
  toggleKey,
  toggleChildren,
  badges,
  actions,
  handle,
  highlight,
  strong,
  withdrawn,
}: {
  item: { index: string; title: string; level: string | null };
  /** Undefined for a row without children (a learning goal). */
  open?: boolean;
  toggleKey?: string;
  /** Opened along with this row (see TTreeContext.toggle). */
  toggleChildren?: readonly string[];
  badges?: ReactNode;
  actions?: ReactNode;
  /** The drag handle and move buttons of a sortable list, if any. */
  handle?: ReactNode;
  highlight?: boolean;
  strong?: boolean;
  /** A withdrawn learning goal: its title struck through (its badge says so in words). */
  withdrawn?: boolean;
}) {
  const { t, toggle } = useTree();
  const name = itemName(item);
  const className = [classes.row, strong && classes.strong, open && classes.open]
    .filter(Boolean)
    .join(' ');
  return (
    <div className={className} data-match={highlight || undefined}>
      {handle}
      {open === undefined || toggleKey === undefined ? (
        <span className={classes.spacer} />
      ) : (
        <button
          type="button"
          className={classes.icon}
          aria-expanded={open}
          aria-label={t(open ? 'design.tree.collapse' : 'design.tree.expand', { name })}
          onClick={() => toggle(toggleKey, toggleChildren)}
        >
          <Icon glyph={chevronRightGlyph} size={16} className={classes.chevron} />
        </button>
      )}
      <span className={classes.index}>{item.index}</span>
      <span
        className={withdrawn ? `${classes.title} ${classes.withdrawn}` : classes.title}
        title={item.title}
      >
        {item.title}
      </span>
      {item.level && (
        <span className={classes.badge}>{t('design.tree.levelBadge', { level: item.level })}</span>
      )}
      {badges}
      {actions && <span className={classes.actions}>{actions}</span>}
    </div>
  );
}

/** A small icon button of a row, labelled for screen readers (a native title: no tooltip). */
export function TreeButton({
  label,
  title,
  danger,
  disabled,
  onClick,
  children,
}: {
  label: string;
  title?: string;
  danger?: boolean;
  disabled?: boolean;
  onClick: () => void;
  children: ReactNode;
}) {
  return (
    <button
      type="button"
      className={danger ? `${classes.icon} ${classes.danger}` : classes.icon}
      aria-label={label}
      title={title}
      disabled={disabled}
      onClick={onClick}
    >
      {children}
    </button>
  );
}

/** Edit and delete of one item. */
export function TreeEditDelete({
  name,
  onEdit,
  onDelete,
}: {
  name: string;
  onEdit: () => void;
  onDelete: () => void;
}) {
  const { t } = useTree();
  return (
    <>
      <TreeButton
        label={t('design.editOf', { name })}
        title={t('design.editOf', { name })}
        onClick={onEdit}
      >
        <Icon glyph={pencilGlyph} size={16} />
      </TreeButton>
      <TreeButton
        label={t('design.deleteOf', { name })}
        title={t('design.deleteOf', { name })}
        danger
        onClick={onDelete}
      >
        <Icon glyph={trashGlyph} size={16} />
      </TreeButton>
    </>
  );
}

/** What the sort handle of one row needs; given by the row's frame (TreeWindow). */
export interface TTreeHandle {
  name: string;
  first: boolean;
  last: boolean;
  handleRef: (element: HTMLElement | null) => void;
  handleProps: Record<string, unknown>;
  move: (step: -1 | 1) => void;
}

export const TreeHandleContext = createContext<TTreeHandle | null>(null);

/**
 * The drag handle (pointer, or Space/Enter then the arrow keys) and the move buttons of a
 * sortable row. It reads its row's frame from context, so the memoised row content can hold one
 * constant element (TREE_HANDLE) and does not render again when only the handle changes.
 */
function TreeSortHandle() {
  const { t } = useTree();
  const handle = useContext(TreeHandleContext);
  if (!handle) return null;
  const { name, first, last, handleRef, handleProps, move } = handle;
  return (
    <span className={classes.handle}>
      <button
        ref={handleRef}
        type="button"
        className={`${classes.icon} ${classes.grip}`}
        aria-label={t('design.sortable.drag', { name })}
        title={t('design.sortable.dragHint')}
        {...handleProps}
      >
        <Icon glyph={gripGlyph} size={16} />
      </button>
      <TreeButton
        label={t('design.sortable.moveUp', { name })}
        disabled={first}
        onClick={() => move(-1)}
      >
        <Icon glyph={chevronUpGlyph} size={16} />
      </TreeButton>
      <TreeButton
        label={t('design.sortable.moveDown', { name })}
        disabled={last}
        onClick={() => move(1)}
      >
        <Icon glyph={chevronDownGlyph} size={16} />
      </TreeButton>
    </span>
  );
}

export const TREE_HANDLE = <TreeSortHandle />;
