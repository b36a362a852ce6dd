import type { TFunction } from 'i18next';
import classes from './DesignList.module.css';
import { Icon } from '@/components/icons/Icon';
import { pencilGlyph } from '@/components/icons/glyphs/pencil';
import { trashGlyph } from '@/components/icons/glyphs/trash';

/**
 * Edit and delete of one row of a design list. Plain buttons in the look of Mantine's subtle
 * ActionIcon, like the move buttons: a windowed list mounts rows while it scrolls. `t` comes
 * from the panel so a row subscribes to nothing.
 */
export function ListRowActions({
  t,
  name,
  onEdit,
  onDelete,
}: {
  t: TFunction;
  name: string;
  onEdit: () => void;
  onDelete: () => void;
}) {
  return (
    <div className={classes.actions}>
      <button
        type="button"
        className={`${classes.iconButton} ${classes.primary}`}
        aria-label={t('design.editOf', { name })}
        onClick={onEdit}
      >
        <Icon glyph={pencilGlyph} size={16} />
      </button>
      <button
        type="button"
        className={`${classes.iconButton} ${classes.danger}`}
        aria-label={t('design.deleteOf', { name })}
        onClick={onDelete}
      >
        <Icon glyph={trashGlyph} size={16} />
      </button>
    </div>
  );
}
