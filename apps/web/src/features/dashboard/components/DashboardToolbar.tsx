import { Button, Group, NativeSelect } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { EDUCATION_SORTS, type TEducationSort } from '@cp/contracts';
import { useTerms } from '@/lib/use-terms';

/** Above the tabs: the sort of the list, and making a new education (for who may). */
export function DashboardToolbar({
  sort,
  onSort,
  onCreate,
}: {
  sort: TEducationSort;
  onSort: (sort: string) => void;
  /** Opens the form for a new education; null when the user may not make one. */
  onCreate: (() => void) | null;
}) {
  const { t } = useTranslation();
  const terms = useTerms();
  return (
    <Group justify="space-between" align="flex-end" wrap="wrap">
      <NativeSelect
        label={t('dashboard.sort.label')}
        data={EDUCATION_SORTS.map((value) => ({
          value,
          label: t(`dashboard.sort.${value}`, { educationYears: terms.educationYears }),
        }))}
        value={sort}
        onChange={(event) => onSort(event.currentTarget.value)}
        w={280}
      />
      {onCreate && (
        <Button onClick={onCreate}>
          {t('dashboard.create.button', { education: terms.education })}
        </Button>
      )}
    </Group>
  );
}
