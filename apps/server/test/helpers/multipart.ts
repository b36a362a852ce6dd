/** A file part of a multipart body; `field` defaults to "file". */
export type Upload = { field?: string; name: string; content: Buffer | string; type?: string };

/**
 * A multipart body as a browser sends it (FormData serialised by fetch's Request), with the
 * matching Content-Type header, for `agent.request(..., { body, headers })`.
 */
export async function multipartBody(fields: Record<string, string>, files: Upload[] = []) {
  const data = new FormData();
  for (const [name, value] of Object.entries(fields)) data.append(name, value);
  for (const file of files) {
    // A copy as Uint8Array: Blob's (DOM) typing takes no Buffer.
    const part = typeof file.content === 'string' ? file.content : new Uint8Array(file.content);
    data.append(file.field ?? 'file', new Blob([part], { type: file.type ?? '' }), file.name);
  }
  const request = new Request('http://localhost/', { method: 'POST', body: data });
  return {
    body: Buffer.from(await request.arrayBuffer()),
    headers: { 'content-type': request.headers.get('content-type') ?? '' },
  };
}
