import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callEndpoint } from '@/lib/api';
import { educationsRootKey } from '@/lib/education-queries';

/** To the archive; 409 while it is reviewed. */
export async function deleteEducation(location: string, id: number): Promise<void> {
  await callEndpoint('archiveEducation', { params: { location, education: id } });
}

export function useDeleteEducation(location: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => deleteEducation(location, id),
    meta: { handlesStatus: [403, 404, 409, 500, 502, 503, 504] },
    // The archive list starts with the same root key, so it follows too.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: educationsRootKey }),
  });
}
