import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TLocationDetails } from '@cp/contracts';
import { apiRequest } from '@/lib/api';
import { locationQueryKey } from '@/lib/location-queries';

/** The file as base64 without the `data:...;base64,` prefix (the API speaks JSON only). */
function readAsBase64(file: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result).replace(/^data:[^,]*,/, ''));
    reader.onerror = () => reject(reader.error ?? new Error('file not readable'));
    reader.readAsDataURL(file);
  });
}

/** `PUT locations/:location/logo` (admin of the location). */
export async function uploadLocationLogo(id: number, file: Blob): Promise<TLocationDetails> {
  return (
    await apiRequest(`locations/${id}/logo`, {
      method: 'PUT',
      body: { content: await readAsBase64(file) },
      schema: (s) => s.ZLocationDetailsResponseSchema,
    })
  ).data;
}

export function useUploadLocationLogo(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (file: Blob) => uploadLocationLogo(id, file),
    meta: { handlesStatus: [413, 422] },
    onSuccess: (location) => queryClient.setQueryData(locationQueryKey(id), location),
  });
}
