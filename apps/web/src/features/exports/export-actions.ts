import { mutationOptions, MutationObserver, type QueryClient } from '@tanstack/react-query';
import { ApiError } from '@/lib/api';
import { fetchExportFile, retryExport } from './api/exports-api';
import { pendingOf, showExportMessage, showExportPending } from './export-toasts';
import { saveFile } from './save-file';

/*
 * Downloading a finished export and trying a failed one again, the same from a toast and from
 * the notifications panel. Both run as mutations, so what no screen explains (401, 403, 5xx,
 * network) reaches the generic error handling (app/query-client.ts).
 */

export type TDownloadInput = { exportId: number; fileName: string };

/** Why a download cannot be had: the file expired (410) or is not (or no longer) the user's. */
export type TDownloadFailure = 'expired' | 'missing';

export function downloadFailureOf(error: unknown): TDownloadFailure | null {
  if (!(error instanceof ApiError)) return null;
  if (error.status === 410) return 'expired';
  if (error.status === 404) return 'missing';
  return null;
}

export const downloadExportOptions = mutationOptions({
  mutationFn: async ({ exportId, fileName }: TDownloadInput) =>
    saveFile(await fetchExportFile(exportId), fileName),
  meta: { handlesStatus: [404, 410] },
});

export const retryExportOptions = mutationOptions({
  mutationFn: (exportId: number) => retryExport(exportId),
  meta: { handlesStatus: [404, 409] },
  // Queued again: the spinner toast returns at once (the realtime states follow).
  onSuccess: (item) => showExportPending(pendingOf(item)),
  onError: (error) => {
    if (!(error instanceof ApiError)) return;
    if (error.status === 409) showExportMessage('alreadyRunning');
    else if (error.status === 404) showExportMessage('notRetryable');
  },
});

/**
 * Runs a mutation outside React (from a toast). Its errors are handled by its options and the
 * generic handling; the promise never rejects: it resolves to null, or to what went wrong.
 */
export function runMutation<TData, TVariables>(
  queryClient: QueryClient,
  options: ConstructorParameters<typeof MutationObserver<TData, Error, TVariables>>[1],
  variables: TVariables,
): Promise<{ error: unknown } | null> {
  return new MutationObserver(queryClient, options).mutate(variables).then(
    () => null,
    (error: unknown) => ({ error }),
  );
}

/** Downloads from a toast: on success the notification counts as opened; else says why not. */
export async function downloadFromToast(
  queryClient: QueryClient,
  input: TDownloadInput,
  onOpened: () => void,
): Promise<void> {
  const failed = await runMutation(queryClient, downloadExportOptions, input);
  if (!failed) {
    onOpened();
    return;
  }
  const reason = downloadFailureOf(failed.error);
  if (reason) showExportMessage(reason);
}

export const retryFromToast = (queryClient: QueryClient, exportId: number) =>
  runMutation(queryClient, retryExportOptions, exportId);
