import { useTranslation } from 'react-i18next';
import { useNumberFormat } from '@/lib/number-format';

/** The kinds SLO's readers name (docs/frameworks.md), with words of their own in `frameworks.kinds`. */
const KINDS = ['domain', 'subdomain', 'eindterm', 'kerndoel', 'subject_area', 'item'] as const;

/**
 * "31 eindtermen": a count of one kind of framework item in the interface language, as the
 * library of /admin/frameworks says it; a kind of a CASE package or a sheet of its own is shown
 * as it is ("4 × Standard").
 */
export function useKindCount(): (kind: string, count: number) => string {
  const { t } = useTranslation();
  const format = useNumberFormat();
  return (kind, count) => {
    const known = KINDS.find((name) => name === kind);
    return known
      ? t(`frameworks.kinds.${known}`, { count, number: format(count) })
      : t('frameworks.kinds.other', { number: format(count), kind });
  };
}
