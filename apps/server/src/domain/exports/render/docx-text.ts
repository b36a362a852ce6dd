import type { ExportDocument } from '../document';

/*
 * Text that XML 1.0 can carry. Notes and names pasted from other programs can hold control
 * characters (a vertical tab is Word's own line break when copied out of it); docx writes them
 * unescaped, and one such character makes Word refuse the whole file as unreadable.
 */

// Control characters other than tab/newline/return, the two non-characters, and lone surrogates.
const NOT_IN_XML =
  // eslint-disable-next-line no-control-regex -- matching control characters is the point here
  /[\u0000-\u0008\u000b\u000c\u000e-\u001f\ufffe\uffff]|[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g;

export function xmlSafe(text: string): string {
  return text
    .replace(/\r\n?|\v/g, '\n') // line breaks become '\n' (paragraph text turns them into <w:br/>)
    .replace(/\t/g, ' ') // a tab inside w:t is not a tab in Word
    .replace(NOT_IN_XML, '');
}

function clean(value: unknown): unknown {
  if (typeof value === 'string') return xmlSafe(value);
  if (Array.isArray(value)) return value.map(clean);
  if (value instanceof Uint8Array) return value; // the logo's bytes
  if (value !== null && typeof value === 'object') {
    return Object.fromEntries(Object.entries(value).map(([key, entry]) => [key, clean(entry)]));
  }
  return value;
}

/** The document with every string made XML-safe; numbers, nulls and the logo stay as they are. */
export function xmlSafeDocument(document: ExportDocument): ExportDocument {
  // The cast is sound: clean() keeps every object's shape and only rewrites strings.
  return clean(document) as ExportDocument;
}
