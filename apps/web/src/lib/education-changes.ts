import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TEducation, TEducationEdit } from '@cp/contracts';
import { callEndpoint } from './api';
import { educationQueryKey, educationsRootKey } from './education-queries';

/*
 * Changes of an education that both the dashboard and the overview offer (approve, edit the
 * details). One place for the call; each screen says which error statuses it explains itself.
 * The answer is the education as it is after the commit: it is put in the education's cache
 * entry at once, and everything under ['educations'] (lists, this screen) is read again.
 */

/** The caller approves; the second approval makes it active. */
export async function approveEducation(
  location: string,
  education: string | number,
): Promise<TEducation> {
  return (await callEndpoint('approveEducation', { params: { location, education } })).data;
}

/** Name, type and flexibility (only while designing; the structure has its own call). */
export async function updateEducation(
  location: string,
  education: string | number,
  input: TEducationEdit,
): Promise<TEducation> {
  return (await callEndpoint('updateEducation', { params: { location, education }, body: input }))
    .data;
}

function useShowChangedEducation(location: string) {
  const queryClient = useQueryClient();
  return async (education: TEducation) => {
    queryClient.setQueryData(educationQueryKey(location, String(education.id)), education);
    await queryClient.invalidateQueries({ queryKey: educationsRootKey });
  };
}

/** `mutate(educationId)`. */
export function useApproveEducation(location: string, handlesStatus: readonly number[]) {
  const showChanged = useShowChangedEducation(location);
  return useMutation({
    mutationFn: (education: number) => approveEducation(location, education),
    meta: { handlesStatus },
    onSuccess: showChanged,
  });
}

/** `mutate({ id, input })`. */
export function useUpdateEducation(location: string, handlesStatus: readonly number[]) {
  const showChanged = useShowChangedEducation(location);
  return useMutation({
    mutationFn: ({ id, input }: { id: number; input: TEducationEdit }) =>
      updateEducation(location, id, input),
    meta: { handlesStatus },
    onSuccess: showChanged,
  });
}
