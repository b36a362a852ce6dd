import { embeddableVideoUrl } from '@cp/contracts';

/**
 * Only https embed addresses of YouTube and Vimeo are framed (the rule the server enforces when
 * a help text is saved): no `javascript:`, no `data:`, no mixed content, no other sites.
 */
export function safeVideoUrl(video: string | null | undefined): string | null {
  return embeddableVideoUrl(video);
}
