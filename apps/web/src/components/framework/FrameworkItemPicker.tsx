import { Group, MultiSelect, Select, Stack, Text } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { frameworkOptions, useFrameworks } from '@/lib/framework-queries';
import { useFrameworkItemSearch, type TPickedFrameworkItem } from '@/lib/framework-link-queries';
import { frameworkItemLabel } from './framework-item-label';

/**
 * Chooses framework items (docs/frameworks.md "Linking"): the server searches every framework
 * the location may use (or one) by code and words as the user types; the chosen items stay as
 * chips. Keyboard: type, arrows, Enter picks, Backspace removes the last chip (Mantine's
 * MultiSelect, a combobox with its listbox named).
 */
export function FrameworkItemPicker({
  location,
  value,
  onChange,
  label,
  error,
  autoFocus,
}: {
  location: string;
  value: TPickedFrameworkItem[];
  onChange: (items: TPickedFrameworkItem[]) => void;
  label: string;
  error?: string;
  autoFocus?: boolean;
}) {
  const { t } = useTranslation();
  const frameworks = useFrameworks(location);
  const [framework, setFramework] = useState<string | null>(null);
  const [search, setSearch] = useState('');
  const [debounced] = useDebouncedValue(search.trim(), 200);
  const hits = useFrameworkItemSearch(
    location,
    debounced,
    framework === null ? null : Number(framework),
  );
  // The chosen items and the hits, by id: MultiSelect needs the chosen ones among its options.
  const known = useMemo(() => {
    const byId = new Map<string, TPickedFrameworkItem>();
    for (const item of value) byId.set(String(item.id), item);
    for (const hit of hits.data ?? []) if (!byId.has(String(hit.id))) byId.set(String(hit.id), hit);
    return byId;
  }, [value, hits.data]);
  const options = [...known.values()].map((item) => ({
    value: String(item.id),
    label: frameworkItemLabel(item),
  }));
  const searching = debounced.length > 0 && hits.isFetching;
  return (
    <Stack gap="xs">
      <Select
        label={t('frameworkLinks.picker.framework')}
        data={frameworkOptions(frameworks.data)}
        value={framework}
        onChange={setFramework}
        placeholder={t('frameworkLinks.picker.allFrameworks')}
        clearable
        searchable
        nothingFoundMessage={t('frameworkLinks.picker.nothingFound')}
      />
      <MultiSelect
        label={label}
        description={t('frameworkLinks.picker.hint')}
        placeholder={t('frameworkLinks.picker.placeholder')}
        data={options}
        value={value.map((item) => String(item.id))}
        onChange={(ids) => onChange(ids.flatMap((id) => known.get(id) ?? []))}
        searchable
        searchValue={search}
        onSearchChange={setSearch}
        // The server has searched already (words anywhere, diacritics aside).
        filter={({ options: all }) => all}
        hidePickedOptions
        clearable
        maxDropdownHeight={320}
        // No message inside the list: an open listbox without options is invalid ARIA (axe's
        // aria-required-children); the search's state is said below the field instead.
        error={error}
        data-autofocus={autoFocus || undefined}
        renderOption={({ option }) => {
          const item = known.get(option.value);
          return (
            <div>
              <Group gap={6} wrap="nowrap">
                <Text size="sm" fw={600} style={{ whiteSpace: 'nowrap' }}>
                  {item?.code}
                </Text>
                <Text size="xs" c="gray.7" truncate>
                  {item?.framework_title}
                </Text>
              </Group>
              <Text size="sm" lineClamp={2}>
                {item?.title}
              </Text>
            </div>
          );
        }}
      />
      <Text size="xs" c="gray.7" role="status" aria-live="polite">
        {searching
          ? t('frameworkLinks.picker.searching')
          : debounced.length > 0 && hits.data?.length === 0
            ? t('frameworkLinks.picker.nothingFound')
            : ''}
      </Text>
    </Stack>
  );
}
