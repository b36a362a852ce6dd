import { ActionIcon, Group, Paper, Table, Text, Tooltip, VisuallyHidden } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { TNoteType } from '@cp/contracts';
import { Icon } from '@/components/icons/Icon';
import { trashGlyph } from '@/components/icons/glyphs/trash';
import { CatalogueIcon } from './CatalogueIcon';

/** The location's note categories, how many notes each has, and their rename and delete buttons. */
export function NoteTypesTable({
  types,
  onEdit,
  onDelete,
}: {
  types: TNoteType[];
  onEdit: (type: TNoteType) => void;
  /** Only for a category without notes: one in use cannot be deleted. */
  onDelete: (type: TNoteType) => void;
}) {
  const { t, i18n } = useTranslation();
  return (
    <Paper withBorder radius="md" maw={720}>
      <Table verticalSpacing="sm" horizontalSpacing="md" highlightOnHover>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('catalogues.name')}</Table.Th>
            <Table.Th w={120} ta="right">
              {t('noteTypes.notesCount')}
            </Table.Th>
            <Table.Th w={110} />
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {types.map((type) => (
            <Table.Tr key={type.id}>
              <Table.Td>
                <Text fw={500}>{type.name}</Text>
              </Table.Td>
              <Table.Td ta="right">{type.notes_count.toLocaleString(i18n.language)}</Table.Td>
              <Table.Td>
                <Group gap={4} justify="flex-end" wrap="nowrap">
                  <Tooltip label={t('catalogues.edit')}>
                    <ActionIcon
                      variant="subtle"
                      color="gray"
                      aria-label={t('catalogues.editOf', { name: type.name })}
                      onClick={() => onEdit(type)}
                    >
                      <CatalogueIcon name="pencil" size={18} />
                    </ActionIcon>
                  </Tooltip>
                  <Tooltip
                    // Also on keyboard focus: the reason must reach those who tab to it.
                    events={{ hover: true, focus: true, touch: true }}
                    label={
                      type.notes_count > 0
                        ? t('noteTypes.inUse', { count: type.notes_count })
                        : t('catalogues.delete')
                    }
                  >
                    {/* Disabled with the reason, not refused after a confirmation. */}
                    <ActionIcon
                      variant="subtle"
                      color="red"
                      aria-label={t('catalogues.deleteOf', { name: type.name })}
                      aria-disabled={type.notes_count > 0 || undefined}
                      aria-describedby={type.notes_count > 0 ? `in-use-${type.id}` : undefined}
                      onClick={() => {
                        if (type.notes_count === 0) onDelete(type);
                      }}
                      data-disabled={type.notes_count > 0 || undefined}
                    >
                      <Icon glyph={trashGlyph} size={18} />
                    </ActionIcon>
                  </Tooltip>
                  {type.notes_count > 0 && (
                    <VisuallyHidden id={`in-use-${type.id}`}>
                      {t('noteTypes.inUse', { count: type.notes_count })}
                    </VisuallyHidden>
                  )}
                </Group>
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Paper>
  );
}
