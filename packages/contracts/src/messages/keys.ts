import type { MESSAGES_EN } from './en';

/*
 * Message keys (docs/errors.md): `<area>.<key>`, e.g. `locations.domainTaken`. Domain code and
 * the contract's zod rules throw keys, never texts; the HTTP layer answers the key and the text
 * in the request's language, the web shows the key's text in the interface language.
 */

type TEnglish = typeof MESSAGES_EN;
export type TMessageArea = keyof TEnglish;

/** Every message key, `<area>.<key>`. */
export type TMessageKey = {
  [A in TMessageArea]: `${A}.${keyof TEnglish[A] & string}`;
}[TMessageArea];

/** A catalogue in another language: the same areas and keys as the English one. */
export type TMessageCatalogue = { [A in TMessageArea]: { [K in keyof TEnglish[A]]: string } };

/** Values for a message's `{{placeholders}}` that are not renamable terms. */
export type TMessageParams = Record<string, string | number>;

/** The areas, for telling a key from other text without loading a catalogue. */
export const MESSAGE_AREAS = [
  'common',
  'notFound',
  'account',
  'users',
  'trials',
  'locations',
  'licenses',
  'faculties',
  'naming',
  'design',
  'plan',
  'educations',
  'sso',
  'analysis',
  'imports',
  'exports',
  'uploads',
  'pageInfo',
  'catalogues',
  'frameworks',
  'frameworkLinks',
] as const satisfies readonly TMessageArea[];
// Every area is listed (a new area in en.ts fails type-checking here until it is added).
const everyArea: Exclude<TMessageArea, (typeof MESSAGE_AREAS)[number]> extends never
  ? true
  : never = true;
void everyArea;

/** Whether `text` has the shape of a key of a known area (`design.tooLong`). */
export function isMessageKey(text: string): text is TMessageKey {
  const match = /^([a-zA-Z]+)\.[a-zA-Z]+$/.exec(text);
  return match !== null && (MESSAGE_AREAS as readonly string[]).includes(match[1]!);
}

type TAreaKeys<A extends TMessageArea> = {
  readonly [K in keyof TEnglish[A] & string]: `${A}.${K}`;
};

/**
 * The keys of one area by their short name (`messageKeys('locations').domainTaken` is
 * `'locations.domainTaken'`). Built without the texts, so a module that only names messages
 * (the zod rules, most screens) never loads a language.
 */
export function messageKeys<A extends TMessageArea>(area: A): TAreaKeys<A> {
  return new Proxy({} as TAreaKeys<A>, {
    get: (_target, key) => (typeof key === 'string' ? `${area}.${key}` : undefined),
  });
}

/** The text of `key` in a catalogue, or undefined when the catalogue has no such key. */
export function catalogueText(catalogue: TMessageCatalogue, key: string): string | undefined {
  const dot = key.indexOf('.');
  if (dot < 0) return undefined;
  const area = (catalogue as Record<string, Record<string, string> | undefined>)[key.slice(0, dot)];
  const text =
    area && Object.hasOwn(area, key.slice(dot + 1)) ? area[key.slice(dot + 1)] : undefined;
  return text;
}

/** Fills `{{name}}` placeholders; an unknown name stays as it is. */
export function interpolate(text: string, params: TMessageParams): string {
  return text.replace(/\{\{(\w+)\}\}/g, (whole, name: string) =>
    Object.hasOwn(params, name) ? String(params[name]) : whole,
  );
}
