import { Select } from '@mantine/core';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { TEducationType } from '@cp/contracts';
import { TYPE_GROUPS, TYPES_BY_GROUP } from '../education-types';

/** All education types with their readable names, grouped by sector and searchable. */
export function TypeSelect({
  value,
  onChange,
  error,
}: {
  value: TEducationType | null;
  onChange: (type: TEducationType | null) => void;
  error?: string;
}) {
  const { t } = useTranslation();
  const data = useMemo(
    () =>
      TYPE_GROUPS.map((group) => ({
        group: t(`dashboard.typeGroups.${group}`),
        items: TYPES_BY_GROUP[group].map((type) => ({
          value: type,
          label: t(`educations.types.${type}`),
        })),
      })),
    [t],
  );
  return (
    <Select
      label={t('dashboard.form.type')}
      placeholder={t('dashboard.form.typePlaceholder')}
      data={data}
      value={value}
      onChange={(next) => onChange(next as TEducationType | null)}
      error={error}
      searchable
      required
      maxDropdownHeight={320}
      comboboxProps={{ withinPortal: true }}
    />
  );
}
