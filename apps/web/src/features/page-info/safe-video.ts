/** Only https addresses may be embedded: no `javascript:`, no `data:`, no mixed content. */
export function safeVideoUrl(video: string | null | undefined): string | null {
  if (!video) return null;
  try {
    const url = new URL(video);
    return url.protocol === 'https:' ? url.toString() : null;
  } catch {
    return null;
  }
}
