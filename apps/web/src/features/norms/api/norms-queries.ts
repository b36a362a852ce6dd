import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { TStudyLoadNorm, TStudyLoadNormInput } from '@cp/contracts';
import { callEndpoint } from '@/lib/api';

/*
 * The study-load norms (`/study-load-norms`, docs/analysis.md): everyone signed in reads them,
 * the platform administrator adds one with a new effective date or removes one not yet in effect.
 */

export const normsQueryKey = ['study-load-norms'] as const;

export async function getNorms(signal?: AbortSignal): Promise<TStudyLoadNorm[]> {
  return (await callEndpoint('listStudyLoadNorms', { signal })).data;
}

export const normsQueryOptions = () =>
  queryOptions({ queryKey: normsQueryKey, queryFn: ({ signal }) => getNorms(signal) });

export const useNorms = (enabled = true) => useQuery({ ...normsQueryOptions(), enabled });

export async function createNorm(input: TStudyLoadNormInput): Promise<TStudyLoadNorm> {
  return (await callEndpoint('createStudyLoadNorm', { body: input })).data;
}

export function useCreateNorm() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createNorm,
    // The form shows invalid data and a date already taken (409) on its fields itself.
    meta: { handlesStatus: [409, 422] },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: normsQueryKey }),
  });
}

export async function deleteNorm(id: number): Promise<void> {
  await callEndpoint('deleteStudyLoadNorm', { params: { id } });
}

export function useDeleteNorm() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteNorm,
    // 404: removed meanwhile; 409: took effect meanwhile. The screen says which.
    meta: { handlesStatus: [404, 409] },
    onSettled: () => queryClient.invalidateQueries({ queryKey: normsQueryKey }),
  });
}
