import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TPlanFields, TPlanFieldsInput } from '@cp/contracts';
import { callEndpoint } from '@/lib/api';
import { planFieldsQueryKey } from './get-plan-fields';

/** Saves the given fields (`savePlanFields`, admin); answers all. */
export async function savePlanFields(
  locationId: number,
  changes: TPlanFieldsInput,
): Promise<TPlanFields> {
  return (await callEndpoint('savePlanFields', { params: { location: locationId }, body: changes }))
    .data;
}

/** The switch moves at once; a refused save puts it back. */
export function useSavePlanFields(locationId: number) {
  const queryClient = useQueryClient();
  const key = planFieldsQueryKey(locationId);
  return useMutation({
    mutationFn: (changes: TPlanFieldsInput) => savePlanFields(locationId, changes),
    meta: { handlesStatus: [422] },
    onMutate: async (changes) => {
      await queryClient.cancelQueries({ queryKey: key });
      const previous = queryClient.getQueryData<TPlanFields>(key);
      if (previous) queryClient.setQueryData<TPlanFields>(key, { ...previous, ...changes });
      return { previous };
    },
    onError: (_error, _changes, context) => {
      if (context?.previous) queryClient.setQueryData(key, context.previous);
    },
    onSuccess: (fields) => queryClient.setQueryData(key, fields),
  });
}
