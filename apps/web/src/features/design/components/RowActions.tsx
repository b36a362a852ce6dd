import { ActionIcon } from '@mantine/core';
import type { TFunction } from 'i18next';
import classes from './DesignList.module.css';
import { DesignGlyph } from './design-glyphs';

/** Edit and delete of one row; `t` comes from the panel so a row subscribes to nothing. */
export function RowActions({
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
      <ActionIcon
        variant="subtle"
        size="sm"
        aria-label={t('design.editOf', { name })}
        onClick={onEdit}
      >
        <DesignGlyph name="pencil" />
      </ActionIcon>
      <ActionIcon
        variant="subtle"
        color="red"
        size="sm"
        aria-label={t('design.deleteOf', { name })}
        onClick={onDelete}
      >
        <DesignGlyph name="trash" />
      </ActionIcon>
    </div>
  );
}
