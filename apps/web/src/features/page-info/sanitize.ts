import DOMPurify from 'dompurify';

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
}

/**
 * Help texts are HTML from the database. Whatever their author wrote, only plain markup survives:
 * no scripts, no event handlers, no `javascript:` links. Where DOMPurify cannot work (it then
 * returns its input unchanged), the text is shown escaped rather than trusted.
 */
export function sanitizeHelpHtml(html: string): string {
  if (!DOMPurify.isSupported) return escapeHtml(html);
  return DOMPurify.sanitize(html, { USE_PROFILES: { html: true } });
}
