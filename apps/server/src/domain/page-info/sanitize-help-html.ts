import sanitizeHtml from 'sanitize-html';

/**
 * Help texts are HTML written by the platform administrator and shown to every user, so only
 * plain markup is stored: no scripts, styles, frames, event handlers or `javascript:` links.
 * (The web app sanitises again before showing it.)
 */
const OPTIONS: sanitizeHtml.IOptions = {
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
    a: sanitizeHtml.simpleTransform('a', { target: '_blank', rel: 'noopener noreferrer' }),
  },
};

export function sanitizeHelpHtml(html: string): string {
  return sanitizeHtml(html, OPTIONS).trim();
}
