import { ActionIcon, Button, Group, Paper, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Icon } from '@/components/icons/Icon';
import { chevronDownGlyph } from '@/components/icons/glyphs/chevron-down';
import { chevronUpGlyph } from '@/components/icons/glyphs/chevron-up';
import { pencilGlyph } from '@/components/icons/glyphs/pencil';
import { plusGlyph } from '@/components/icons/glyphs/plus';
import { trashGlyph } from '@/components/icons/glyphs/trash';

/**
 * One list of a planned cluster: its rows in order, each with move up and down, edit and delete
 * (none of them when read-only), and an add button under it. A planned cluster holds a handful
 * of items per list, so every row renders.
 */
export function ItemList<T extends { id: number }>({
  items,
  name,
  render,
  readOnly,
  empty,
  addLabel,
  onAdd,
  onEdit,
  onDelete,
  onMove,
  addDisabledReason,
}: {
  items: readonly T[];
  /** How a row is named in the buttons' labels and the toasts. */
  name: (item: T) => string;
  render: (item: T) => ReactNode;
  readOnly: boolean;
  empty: string;
  addLabel: string;
  onAdd: () => void;
  onEdit: (item: T) => void;
  onDelete: (item: T) => void;
  /** Moves the row at `index` one place up (-1) or down (1); absent: the list has no order. */
  onMove?: (index: number, step: -1 | 1) => void;
  /** Why nothing can be added yet (e.g. a link needs a test and an activity). */
  addDisabledReason?: string | null;
}) {
  const { t } = useTranslation();
  return (
    <Stack gap="xs">
      {items.length === 0 ? (
        <Text c="dimmed" size="sm">
          {empty}
        </Text>
      ) : (
        <Stack gap={6} component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
          {items.map((item, index) => {
            const label = name(item);
            return (
              <Paper key={item.id} component="li" withBorder p="xs" radius="sm">
                <Group gap="xs" wrap="nowrap" align="flex-start">
                  <div style={{ flex: 1, minWidth: 0 }}>{render(item)}</div>
                  {!readOnly && (
                    <Group gap={2} wrap="nowrap">
                      {onMove && (
                        <>
                          <ActionIcon
                            variant="subtle"
                            size="sm"
                            aria-label={t('planItems.moveUp', { name: label })}
                            disabled={index === 0}
                            onClick={() => onMove(index, -1)}
                          >
                            <Icon glyph={chevronUpGlyph} size={16} />
                          </ActionIcon>
                          <ActionIcon
                            variant="subtle"
                            size="sm"
                            aria-label={t('planItems.moveDown', { name: label })}
                            disabled={index === items.length - 1}
                            onClick={() => onMove(index, 1)}
                          >
                            <Icon glyph={chevronDownGlyph} size={16} />
                          </ActionIcon>
                        </>
                      )}
                      <ActionIcon
                        variant="subtle"
                        size="sm"
                        aria-label={t('planItems.editOf', { name: label })}
                        onClick={() => onEdit(item)}
                      >
                        <Icon glyph={pencilGlyph} size={16} />
                      </ActionIcon>
                      <ActionIcon
                        variant="subtle"
                        color="red"
                        size="sm"
                        aria-label={t('planItems.deleteOf', { name: label })}
                        onClick={() => onDelete(item)}
                      >
                        <Icon glyph={trashGlyph} size={16} />
                      </ActionIcon>
                    </Group>
                  )}
                </Group>
              </Paper>
            );
          })}
        </Stack>
      )}
      {!readOnly && (
        <Group gap="sm">
          <Button
            variant="light"
            size="xs"
            leftSection={<Icon glyph={plusGlyph} size={16} />}
            onClick={onAdd}
            disabled={Boolean(addDisabledReason)}
            w="fit-content"
          >
            {addLabel}
          </Button>
          {addDisabledReason && (
            <Text size="sm" c="dimmed">
              {addDisabledReason}
            </Text>
          )}
        </Group>
      )}
    </Stack>
  );
}
