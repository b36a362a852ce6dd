import { Menu } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { messageText } from '@/lib/server-messages';
import { ActionsButton } from './ActionsButton';

export type TEducationAction = 'edit' | 'duplicate' | 'move' | 'delete';

/** What a designer can do with an education from the dashboard. */
export function EducationActionsMenu({
  name,
  editable,
  onAction,
  defaultOpened = false,
}: {
  name: string;
  /** Clicked while this chunk was loading (EducationCard): open at once. */
  defaultOpened?: boolean;
  /** Only a designing education can be edited (docs/educations.md "One way in"). */
  editable: boolean;
  onAction: (action: TEducationAction) => void;
}) {
  const { t } = useTranslation();
  return (
    <Menu position="bottom-end" withinPortal defaultOpened={defaultOpened}>
      <Menu.Target>
        <ActionsButton name={name} />
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Item
          onClick={() => onAction('edit')}
          disabled={!editable}
          title={editable ? undefined : messageText('educations.locked')}
        >
          {t('dashboard.card.edit')}
        </Menu.Item>
        <Menu.Item onClick={() => onAction('duplicate')}>{t('dashboard.card.duplicate')}</Menu.Item>
        <Menu.Item onClick={() => onAction('move')}>{t('dashboard.card.move')}</Menu.Item>
        <Menu.Divider />
        <Menu.Item color="red" onClick={() => onAction('delete')}>
          {t('dashboard.card.delete')}
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}
