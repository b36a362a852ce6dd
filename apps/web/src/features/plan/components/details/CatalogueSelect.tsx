import { ColorSwatch, Group, Select, Text, type SelectProps } from '@mantine/core';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { TCatalogueItem, TCatalogueKind } from '@cp/contracts';
import { catalogueName } from './details-model';

/**
 * A choice from the location's test formats or activities, each with its colour. Only active
 * items are offered; an inactive item stays listed while it is the choice, greyed out, and the
 * field says it cannot be kept (docs/plan.md "Rules", test formats). Items `inUse` elsewhere
 * are greyed out too, named by `inUseLabel`.
 */
export function CatalogueSelect({
  kind,
  items,
  language,
  inactiveText,
  inUse,
  inUseLabel,
  withChosenColor = false,
  value,
  onChange,
  error,
  ...props
}: Omit<SelectProps, 'data' | 'value' | 'onChange' | 'error' | 'leftSection' | 'renderOption'> & {
  kind: TCatalogueKind;
  /** Every item of the location, active or not (an old choice shows its name). */
  items: TCatalogueItem[];
  language: string;
  /** What the field says while an inactive item is the choice. */
  inactiveText: string;
  inUse?: ReadonlySet<number | null>;
  inUseLabel?: (name: string) => string;
  /** The chosen item's colour in the input too, not only in the list. */
  withChosenColor?: boolean;
  value: string | null;
  onChange: (value: string | null) => void;
  error: string | undefined;
}) {
  const { t } = useTranslation();
  const options = items
    .filter((item) => item.active || String(item.id) === value)
    .map((item) => {
      const name = catalogueName(kind, item, language);
      const used = inUse?.has(item.id) ?? false;
      const label = !item.active
        ? t('planItems.inactiveChoose', { name })
        : used && inUseLabel
          ? inUseLabel(name)
          : name;
      return { value: String(item.id), label, disabled: !item.active || used };
    });
  const colorOf = useMemo(
    () => new Map(items.map((item) => [String(item.id), item.color])),
    [items],
  );
  const chosen = items.find((item) => String(item.id) === value);
  const chosenColor = value ? colorOf.get(value) : undefined;

  return (
    <Select
      {...props}
      data={options}
      value={value}
      onChange={onChange}
      error={error ?? (chosen && !chosen.active ? inactiveText : undefined)}
      nothingFoundMessage={t('planItems.nothingFound')}
      leftSection={
        withChosenColor && chosenColor ? (
          <ColorSwatch color={chosenColor} size={12} withShadow={false} />
        ) : undefined
      }
      renderOption={({ option }) => (
        <Group gap={8} wrap="nowrap">
          <ColorSwatch color={colorOf.get(option.value) ?? ''} size={12} withShadow={false} />
          <Text size="sm">{option.label}</Text>
        </Group>
      )}
      searchable
      withAsterisk
    />
  );
}
