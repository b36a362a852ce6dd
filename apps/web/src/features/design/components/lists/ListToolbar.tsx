import { Button, CloseButton, Group, Text, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Icon } from '@/components/icons/Icon';
import { searchGlyph } from '@/components/icons/glyphs/search';

/** Search (by index or title) and "add" of one design list; no add button when read-only. */
export function ListToolbar({
  query,
  onQuery,
  addLabel,
  onAdd,
  readOnly,
}: {
  query: string;
  onQuery: (query: string) => void;
  addLabel: string;
  onAdd: () => void;
  readOnly: boolean;
}) {
  const { t } = useTranslation();
  return (
    <>
      <Group justify="space-between" align="flex-end">
        <TextInput
          type="search"
          label={t('design.search')}
          placeholder={t('design.searchPlaceholder')}
          value={query}
          onChange={(event) => onQuery(event.currentTarget.value)}
          leftSection={<Icon glyph={searchGlyph} size={16} />}
          rightSection={
            query ? (
              <CloseButton aria-label={t('design.clearSearch')} onClick={() => onQuery('')} />
            ) : null
          }
          w={320}
        />
        {!readOnly && <Button onClick={onAdd}>{addLabel}</Button>}
      </Group>
      {!readOnly && query.trim() !== '' && (
        <Text size="sm" c="dimmed">
          {t('design.reorderHint')}
        </Text>
      )}
    </>
  );
}
