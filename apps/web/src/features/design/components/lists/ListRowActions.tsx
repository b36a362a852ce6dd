import type { TFunction } from 'i18next';
import classes from './DesignList.module.css';
import { DesignGlyph } from './design-glyphs';

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
        <DesignGlyph name="pencil" />
      </button>
      <button
        type="button"
        className={`${classes.iconButton} ${classes.danger}`}
        aria-label={t('design.deleteOf', { name })}
        onClick={onDelete}
      >
        <DesignGlyph name="trash" />
      </button>
    </div>
  );
}
