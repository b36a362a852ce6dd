import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TCopyYear, TCopyYearResponse } from '@cp/contracts';
import { callEndpoint } from '@/lib/api';
import { educationsRootKey } from '@/lib/education-queries';
import { HANDLED_STATUSES } from '../overview-toasts';

/**
 * The content of :year into an empty year of this or another education of the same parent.
 * Answers the target education and what came along (`copied`).
 */
export async function copyYear(
  location: string,
  education: string,
  year: number,
  input: TCopyYear,
): Promise<TCopyYearResponse> {
  return callEndpoint('copyEducationYear', { params: { location, education, year }, body: input });
}

/**
 * The answer is the target education, which may be another one than this screen's: everything
 * under ['educations'] is read again rather than putting it in this education's place.
 */
export function useCopyYear(location: string, education: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ year, ...input }: TCopyYear & { year: number }) =>
      copyYear(location, education, year, input),
    meta: { handlesStatus: HANDLED_STATUSES },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: educationsRootKey }),
  });
}
