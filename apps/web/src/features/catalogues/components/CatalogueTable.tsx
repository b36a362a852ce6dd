import {
  ActionIcon,
  Badge,
  Group,
  Paper,
  Switch,
  Table,
  Text,
  Tooltip,
  VisuallyHidden,
} from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { TCatalogueItem } from '@cp/contracts';
import { Icon } from '@/components/icons/Icon';
import { trashGlyph } from '@/components/icons/glyphs/trash';
import { CatalogueBadge, CatalogueIcon } from './CatalogueIcon';

type TItemHandlers = {
  /** Switching an item off asks first: deactivating is final. */
  onDeactivate: (item: TCatalogueItem) => void;
  onEdit: (item: TCatalogueItem) => void;
  onDelete: (item: TCatalogueItem) => void;
};

/**
 * One item: its icon, its name (defaults marked), whether it is active, and for a custom item
 * its edit and delete buttons.
 */
function CatalogueRow({
  item,
  name,
  onDeactivate,
  onEdit,
  onDelete,
}: TItemHandlers & { item: TCatalogueItem; name: string }) {
  const { t } = useTranslation();
  return (
    <Table.Tr style={item.active ? undefined : { opacity: 0.6 }}>
      <Table.Td>
        <CatalogueBadge icon={item.icon} color={item.color} />
      </Table.Td>
      <Table.Td>
        <Group gap="xs">
          <Text fw={500}>{name}</Text>
          {item.key !== null && (
            <Badge variant="light" color="gray" radius="sm" tt="none">
              {t('catalogues.default')}
            </Badge>
          )}
        </Group>
      </Table.Td>
      <Table.Td>
        <Tooltip label={t('catalogues.deactivatedHint')} disabled={item.active} multiline w={240}>
          <div style={{ width: 'fit-content' }}>
            <Switch
              checked={item.active}
              disabled={!item.active}
              label={item.active ? t('catalogues.active') : t('catalogues.deactivated')}
              aria-label={t('catalogues.activeOf', { name })}
              onChange={(event) => {
                if (!event.currentTarget.checked) onDeactivate(item);
              }}
            />
          </div>
        </Tooltip>
      </Table.Td>
      <Table.Td>
        {item.key === null && (
          <Group gap={4} justify="flex-end" wrap="nowrap">
            <Tooltip label={t('catalogues.edit')}>
              <ActionIcon
                variant="subtle"
                color="gray"
                aria-label={t('catalogues.editOf', { name })}
                onClick={() => onEdit(item)}
              >
                <CatalogueIcon name="pencil" size={18} />
              </ActionIcon>
            </Tooltip>
            <Tooltip label={t('catalogues.delete')}>
              <ActionIcon
                variant="subtle"
                color="red"
                aria-label={t('catalogues.deleteOf', { name })}
                onClick={() => onDelete(item)}
              >
                <Icon glyph={trashGlyph} size={18} />
              </ActionIcon>
            </Tooltip>
          </Group>
        )}
      </Table.Td>
    </Table.Tr>
  );
}

/** The location's items of one catalogue, defaults and custom ones. */
export function CatalogueTable({
  items,
  nameOf,
  ...handlers
}: TItemHandlers & { items: TCatalogueItem[]; nameOf: (item: TCatalogueItem) => string }) {
  const { t } = useTranslation();
  return (
    <Paper withBorder radius="md">
      <Table verticalSpacing="sm" horizontalSpacing="md" highlightOnHover>
        <Table.Thead>
          <Table.Tr>
            <Table.Th w={56}>
              <VisuallyHidden>{t('catalogues.icon')}</VisuallyHidden>
            </Table.Th>
            <Table.Th>{t('catalogues.name')}</Table.Th>
            <Table.Th w={200}>{t('catalogues.active')}</Table.Th>
            <Table.Th w={110}>
              <VisuallyHidden>{t('catalogues.actions')}</VisuallyHidden>
            </Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {items.map((item) => (
            <CatalogueRow key={item.id} item={item} name={nameOf(item)} {...handlers} />
          ))}
        </Table.Tbody>
      </Table>
    </Paper>
  );
}
