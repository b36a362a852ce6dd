/**
 * How long the object URL of a saved file lives: browsers start the download on the click, but
 * some read the blob a moment later, so it is not revoked at once.
 */
const REVOKE_AFTER_MS = 30_000;

/** Hands a fetched file to the browser's download, under `fileName`. */
export function saveFile(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const anchor = document.createElement('a');
  anchor.href = url;
  anchor.download = fileName;
  anchor.rel = 'noopener';
  anchor.style.display = 'none';
  document.body.append(anchor);
  anchor.click();
  anchor.remove();
  setTimeout(() => URL.revokeObjectURL(url), REVOKE_AFTER_MS);
}
