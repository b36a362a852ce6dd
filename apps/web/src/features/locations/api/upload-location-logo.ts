import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TLocationDetails } from '@cp/contracts';
import { callEndpoint } from '@/lib/api';
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

/** Sets the location's logo, sent as base64 in JSON (admin of the location). */
export async function uploadLocationLogo(id: number, file: Blob): Promise<TLocationDetails> {
  const body = { content: await readAsBase64(file) };
  return (await callEndpoint('uploadLocationLogo', { params: { location: id }, body })).data;
}

export function useUploadLocationLogo(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (file: Blob) => uploadLocationLogo(id, file),
    meta: { handlesStatus: [413, 422] },
    onSuccess: (location) => queryClient.setQueryData(locationQueryKey(id), location),
  });
}
