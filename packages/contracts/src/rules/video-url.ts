/**
 * Help videos are embedded in a frame, so only https embed addresses of YouTube and Vimeo are
 * accepted: `https://www.youtube.com/embed/<id>`, `https://www.youtube-nocookie.com/embed/<id>`
 * and `https://player.vimeo.com/video/<number>` (a query such as `?start=30` may follow).
 * Returns the normalised address, or null when the address is not one of these.
 */
export function embeddableVideoUrl(value: string | null | undefined): string | null {
  if (!value) return null;
  let url: URL;
  try {
    url = new URL(value.trim());
  } catch {
    return null;
  }
  if (url.protocol !== 'https:' || url.username || url.password || url.port) return null;
  const host = url.hostname.toLowerCase();
  const youtube = ['www.youtube.com', 'youtube.com', 'www.youtube-nocookie.com'].includes(host);
  if (youtube && /^\/embed\/[A-Za-z0-9_-]{1,64}$/.test(url.pathname)) return url.toString();
  if (host === 'player.vimeo.com' && /^\/video\/\d{1,12}$/.test(url.pathname))
    return url.toString();
  return null;
}
