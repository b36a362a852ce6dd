import type sanitizeHtml from 'sanitize-html';

/**
 * Help texts are HTML written by the platform administrator and shown to every user, so only
 * plain markup is stored: no scripts, styles, frames, event handlers or `javascript:` links.
 * (The web app sanitises again before showing it.)
 */
const options = (simpleTransform: typeof sanitizeHtml.simpleTransform): sanitizeHtml.IOptions => ({
  allowedTags: [
    'p',
    'br',
    'strong',
    'b',
    'em',
    'i',
    'u',
    's',
    'ul',
    'ol',
    'li',
    'a',
    'h2',
    'h3',
    'h4',
    'blockquote',
    'code',
    'pre',
    'hr',
  ],
  allowedAttributes: { a: ['href', 'title', 'target', 'rel'] },
  allowedSchemes: ['http', 'https', 'mailto'],
  allowProtocolRelative: false,
  disallowedTagsMode: 'discard',
  // Links open in a new tab without giving that tab a handle on this one.
  transformTags: {
    a: simpleTransform('a', { target: '_blank', rel: 'noopener noreferrer' }),
  },
});

/**
 * Loaded on first use: sanitize-html and its parser cost about 11 MB of memory, and only the
 * platform administrator's help-text editing needs them.
 */
export async function sanitizeHelpHtml(html: string): Promise<string> {
  const { default: sanitize } = await import('sanitize-html');
  return sanitize(html, options(sanitize.simpleTransform)).trim();
}
