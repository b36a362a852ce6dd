import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TImportSummary } from '@cp/contracts';
import { callEndpoint } from '@/lib/api';

/** Imports users from a csv or xlsx (sent as multipart); answers a summary per row. */
export async function importUsers(locationId: number, file: File): Promise<TImportSummary> {
  const form = new FormData();
  form.append('file', file, file.name);
  return (await callEndpoint('importUsers', { params: { location: locationId }, body: form })).data;
}

export function useImportUsers(locationId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (file: File) => importUsers(locationId, file),
    // 413 and 422 (wrong file) are explained on the form itself.
    meta: { handlesStatus: [413, 422] },
    // New invitations show on the users screen.
    onSuccess: () =>
      queryClient.invalidateQueries({ queryKey: ['locations', locationId, 'invitations'] }),
  });
}
