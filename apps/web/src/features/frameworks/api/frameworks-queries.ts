import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TFrameworkPreview } from '@cp/contracts';
import { callEndpoint } from '@/lib/api';
import { frameworksQueryKey } from '@/lib/framework-queries';
import type { TImportInput } from '../import-form';

/*
 * The frameworks a location may use and their import (docs/frameworks.md "Import API"): a
 * preview, then the same files again with the preview's digest. National frameworks go to the
 * platform administrator's endpoints, a location's own to the location's. The list itself is
 * shared with the design screen (lib/framework-queries.ts).
 */

/**
 * The multipart body: the text parts first (the server reads them before the files), then each
 * file under `files`. `chosen` is left out for "all", `digest` except on apply.
 */
function importBody(input: TImportInput): FormData {
  const form = new FormData();
  form.append('source', input.source ?? '');
  form.append('release', input.release);
  if (input.chosen !== null) form.append('chosen', JSON.stringify(input.chosen));
  if (input.source === 'sheet') {
    form.append('code', input.code);
    form.append('title', input.title);
  }
  if (input.digest !== '') form.append('digest', input.digest);
  for (const file of input.files) form.append('files', file, file.name);
  return form;
}

async function previewImport(location: string, input: TImportInput): Promise<TFrameworkPreview> {
  const body = importBody(input);
  const answer =
    input.scope === 'national'
      ? await callEndpoint('previewNationalFrameworkImport', { body })
      : await callEndpoint('previewFrameworkImport', { params: { location }, body });
  return answer.data;
}

async function applyImport(location: string, input: TImportInput): Promise<number> {
  const body = importBody(input);
  const answer =
    input.scope === 'national'
      ? await callEndpoint('importNationalFrameworks', { body })
      : await callEndpoint('importFrameworks', { params: { location }, body });
  return answer.data.frameworks.length;
}

export function usePreviewFrameworkImport(location: string) {
  return useMutation({
    mutationFn: (input: TImportInput) => previewImport(location, input),
    // Files too large (413) and files or fields refused (422) are said at their fields.
    meta: { handlesStatus: [413, 422] },
  });
}

/** Imports; answers how many frameworks were stored. */
export function useApplyFrameworkImport(location: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: TImportInput) => applyImport(location, input),
    // A preview no longer valid (409) is made again on the screen; 413 and 422 at the fields.
    meta: { handlesStatus: [409, 413, 422] },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: frameworksQueryKey(location) }),
  });
}
