import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import {
  sortEducations,
  type TEducationSort,
  type TEducationStatus,
  type TEducationSummary,
} from '@cp/contracts';

/** The educations of one tab, in the chosen order (by type sorts by the type's name). */
export function useShownEducations(
  educations: TEducationSummary[] | undefined,
  tab: TEducationStatus,
  sort: TEducationSort,
) {
  const { t } = useTranslation();
  return useMemo(() => {
    const ofTab = (educations ?? [])
      .filter((education) => education.status === tab)
      .map((education) => ({ ...education, type_label: t(`educations.types.${education.type}`) }));
    return sortEducations(ofTab, sort);
  }, [educations, tab, sort, t]);
}
