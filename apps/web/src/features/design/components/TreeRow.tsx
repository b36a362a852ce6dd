import type { ReactNode } from 'react';
import { Icon } from '@/components/icons';
import { itemName, useTree } from './TreeContext';
import { TreeIcon } from './TreeIcons';
import classes from './TreeRow.module.css';

export { classes as treeClasses };

/**
 * One line of the competence tree: open/close (when it has children), number, title, level,
 * extra badges, and the change buttons (never when read-only). Plain elements, no component per
 * cell: with everything open the tree has 780 rows.
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
          <TreeIcon name="chevron" size={16} className={classes.chevron} />
        </button>
      )}
      <span className={classes.index}>{item.index}</span>
      <span className={classes.title} title={item.title}>
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
  onClick,
  children,
}: {
  label: string;
  title: string;
  danger?: boolean;
  onClick: () => void;
  children: ReactNode;
}) {
  return (
    <button
      type="button"
      className={danger ? `${classes.icon} ${classes.danger}` : classes.icon}
      aria-label={label}
      title={title}
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
        <TreeIcon name="pencil" size={16} />
      </TreeButton>
      <TreeButton
        label={t('design.deleteOf', { name })}
        title={t('design.deleteOf', { name })}
        danger
        onClick={onDelete}
      >
        <Icon name="trash" size={16} />
      </TreeButton>
    </>
  );
}
