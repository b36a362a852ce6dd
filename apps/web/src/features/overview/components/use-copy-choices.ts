import type { TEducation } from '@cp/contracts';
import { idOf } from '@/components/form/body-values';
import { useEducation, useEducations } from '@/lib/education-queries';
import { useYearContents } from '../api/get-year-contents';
import { targetYears } from '../copy-targets';

/**
 * What the copy dialog offers for the choices made so far: the educations in design of the same
 * parent (this one included), and every year of the chosen one with why the server would refuse
 * it (copy-targets.ts).
 */
export function useCopyChoices(
  location: string,
  education: TEducation,
  values: {
    year: string | null;
    target_education_id: string | null;
    target_year_id: string | null;
  },
) {
  const siblings = useEducations(location, String(education.education_parent_id));
  const isSelf = values.target_education_id === String(education.id);
  const other = useEducation(isSelf ? null : location, isSelf ? null : values.target_education_id);
  const contents = useYearContents(location, values.target_education_id);
  const choices = targetYears({
    years: isSelf ? education.years : (other.data?.years ?? []),
    contents: contents.data,
    sourceYearId: isSelf ? idOf(values.year) : null,
  });
  const designing = (siblings.data ?? []).filter((item) => item.status === 'designing');
  return {
    isSelf,
    choices,
    chosen: choices.find((choice) => String(choice.year.id) === values.target_year_id),
    loadingYears: (!isSelf && other.isPending) || contents.isPending,
    targets: designing.some((item) => item.id === education.id)
      ? designing
      : [{ id: education.id, name: education.name }, ...designing],
  };
}
