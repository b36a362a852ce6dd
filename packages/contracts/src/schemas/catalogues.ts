import { z } from 'zod';
import { LANGUAGES, type TActivityType, type TLanguage } from '../enums';
import { dataOf, ZIdParamSchema } from './common';
import type { TMessageKey } from '../messages/keys';
import { CATALOGUE_NAME_MAX } from '../constants';

/*
 * Catalogues of a location (docs/organisation.md "Catalogues and help texts"): test formats,
 * activities / working methods, note
 * categories, and which optional plan fields the plan forms show. Validation messages are stable
 * codes (`required`, `too_long`, `taken`, ...) that the web app translates per field.
 */

/** Icons a test format or activity can carry; the web app can draw each of these. */
export const CATALOGUE_ICONS = [
  'book',
  'pencil',
  'video',
  'message',
  'clock',
  'calendar',
  'bulb',
  'target',
  'laptop',
  'microphone',
  'briefcase',
  'flask',
  'star',
  'eye',
  'world',
  'flag',
  'checklist',
  'file-text',
  'arrows-exchange',
  'repeat',
  'lifebuoy',
  'award',
  'user-check',
  'compass',
  'folder',
  'presentation',
  'users',
  'school',
  'clipboard-check',
  'help',
] as const;
export type TCatalogueIcon = (typeof CATALOGUE_ICONS)[number];

type TDefaultItem<K extends string> = {
  key: K;
  icon: TCatalogueIcon;
  color: string;
  name: Record<TLanguage, string>;
};

/**
 * Default test formats every location has (a decision, docs/organisation.md "Test formats"): the
 * common forms of testing in Dutch secondary, vocational and higher education.
 */
export const DEFAULT_TEST_FORMATS = [
  {
    key: 'written_exam',
    icon: 'file-text',
    color: '#1c7ed6',
    name: { nl: 'Schriftelijke toets', en: 'Written exam' },
  },
  {
    key: 'oral_exam',
    icon: 'microphone',
    color: '#7048e8',
    name: { nl: 'Mondelinge toets', en: 'Oral exam' },
  },
  {
    key: 'assignment',
    icon: 'clipboard-check',
    color: '#0ca678',
    name: { nl: 'Opdracht', en: 'Assignment' },
  },
  {
    key: 'presentation',
    icon: 'presentation',
    color: '#f76707',
    name: { nl: 'Presentatie', en: 'Presentation' },
  },
  {
    key: 'portfolio',
    icon: 'folder',
    color: '#ae3ec9',
    name: { nl: 'Portfolio', en: 'Portfolio' },
  },
  {
    key: 'practical_test',
    icon: 'flask',
    color: '#e8590c',
    name: { nl: 'Praktijktoets', en: 'Practical test' },
  },
  {
    key: 'assessment',
    icon: 'award',
    color: '#d6336c',
    name: { nl: 'Assessment', en: 'Assessment' },
  },
  {
    key: 'presence',
    icon: 'user-check',
    color: '#495057',
    name: { nl: 'Aanwezigheid', en: 'Presence' },
  },
] as const satisfies readonly TDefaultItem<string>[];
export type TDefaultTestFormatKey = (typeof DEFAULT_TEST_FORMATS)[number]['key'];

/** Default activities / working methods: one per activity type (`ACTIVITY_TYPES`). */
export const DEFAULT_ACTIVITIES = [
  {
    key: 'accompaniment',
    icon: 'lifebuoy',
    color: '#0b7285',
    name: { nl: 'Begeleiding', en: 'Accompaniment' },
  },
  {
    key: 'education_event',
    icon: 'calendar',
    color: '#5f3dc4',
    name: { nl: 'Onderwijsevenement', en: 'Education event' },
  },
  {
    key: 'lecture',
    icon: 'presentation',
    color: '#1864ab',
    name: { nl: 'Hoorcollege', en: 'Lecture' },
  },
  {
    key: 'hybrid_lesson',
    icon: 'arrows-exchange',
    color: '#3b5bdb',
    name: { nl: 'Hybride les', en: 'Hybrid lesson' },
  },
  {
    key: 'intervision',
    icon: 'message',
    color: '#9c36b5',
    name: { nl: 'Intervisie', en: 'Intervision' },
  },
  { key: 'insight', icon: 'bulb', color: '#f59f00', name: { nl: 'Inzicht', en: 'Insight' } },
  { key: 'online', icon: 'laptop', color: '#1098ad', name: { nl: 'Online', en: 'Online' } },
  {
    key: 'practical_instruction',
    icon: 'flask',
    color: '#e8590c',
    name: { nl: 'Practicum', en: 'Practical instruction' },
  },
  { key: 'practice', icon: 'repeat', color: '#2b8a3e', name: { nl: 'Oefenen', en: 'Practice' } },
  { key: 'project', icon: 'flag', color: '#c2255c', name: { nl: 'Project', en: 'Project' } },
  {
    key: 'internship',
    icon: 'briefcase',
    color: '#5c940d',
    name: { nl: 'Stage', en: 'Internship' },
  },
  { key: 'training', icon: 'target', color: '#d9480f', name: { nl: 'Training', en: 'Training' } },
  { key: 'q_a', icon: 'help', color: '#4263eb', name: { nl: 'Vragenuur', en: 'Q&A' } },
  {
    key: 'tutorial',
    icon: 'pencil',
    color: '#0ca678',
    name: { nl: 'Werkcollege', en: 'Tutorial' },
  },
  {
    key: 'guided_self_study',
    icon: 'compass',
    color: '#6741d9',
    name: { nl: 'Begeleide zelfstudie', en: 'Guided self-study' },
  },
  {
    key: 'self_study',
    icon: 'book',
    color: '#495057',
    name: { nl: 'Zelfstudie', en: 'Self-study' },
  },
] as const satisfies readonly TDefaultItem<TActivityType>[];

/** The two catalogues with default and custom items, active flag, icon and colour. */
export const CATALOGUE_KINDS = ['testFormats', 'activities'] as const;
export type TCatalogueKind = (typeof CATALOGUE_KINDS)[number];

export const CATALOGUE_DEFAULTS: Record<TCatalogueKind, readonly TDefaultItem<string>[]> = {
  testFormats: DEFAULT_TEST_FORMATS,
  activities: DEFAULT_ACTIVITIES,
};

export const ZCatalogueNameSchema = z
  .string({ error: 'catalogues.nameRequired' satisfies TMessageKey })
  .trim()
  .min(1, 'catalogues.nameRequired' satisfies TMessageKey)
  .max(CATALOGUE_NAME_MAX, 'catalogues.nameTooLong' satisfies TMessageKey);

/** `#RRGGBB`, stored lower-case. */
export const ZColorSchema = z
  .string({ error: 'common.colourInvalid' satisfies TMessageKey })
  .regex(/^#[0-9a-fA-F]{6}$/, 'common.colourInvalid' satisfies TMessageKey)
  .transform((value) => value.toLowerCase());

export const ZCatalogueItemInputSchema = z.object({
  name: ZCatalogueNameSchema,
  icon: z.enum(CATALOGUE_ICONS, { error: 'catalogues.iconInvalid' satisfies TMessageKey }),
  color: ZColorSchema,
});
export type TCatalogueItemInput = z.input<typeof ZCatalogueItemInputSchema>;

export const ZCatalogueActiveInputSchema = z.object({
  active: z.boolean({ error: 'common.required' satisfies TMessageKey }),
});
export type TCatalogueActiveInput = z.infer<typeof ZCatalogueActiveInputSchema>;

/**
 * A test format or activity. Defaults have a `key` and no `name` (the app names them in the
 * reader's language, see `catalogueItemName`); custom items have a `name` as typed.
 */
export const ZCatalogueItemSchema = z.object({
  id: z.number().int(),
  key: z.string().nullable(),
  name: z.string().nullable(),
  icon: z.string(),
  color: z.string(),
  active: z.boolean(),
});
export type TCatalogueItem = z.infer<typeof ZCatalogueItemSchema>;
export const ZCatalogueItemResponseSchema = dataOf(ZCatalogueItemSchema);
export const ZCatalogueItemListResponseSchema = dataOf(z.array(ZCatalogueItemSchema));
export type TCatalogueItemListResponse = z.infer<typeof ZCatalogueItemListResponseSchema>;

/** The name to show: a custom name as typed, a default one in the given language. */
export function catalogueItemName(
  kind: TCatalogueKind,
  item: Pick<TCatalogueItem, 'key' | 'name'>,
  language: string,
): string {
  if (item.name !== null) return item.name;
  const lang: TLanguage = (LANGUAGES as readonly string[]).includes(language)
    ? (language as TLanguage)
    : 'nl';
  return CATALOGUE_DEFAULTS[kind].find((d) => d.key === item.key)?.name[lang] ?? item.key ?? '';
}

/** Path parameters of one item of a location. */
export const ZLocationItemParamsSchema = z.object({ location: ZIdParamSchema, id: ZIdParamSchema });
export type TLocationItemParams = z.infer<typeof ZLocationItemParamsSchema>;

// Note categories (docs/organisation.md "Note categories").
export const ZNoteTypeInputSchema = z.object({ name: ZCatalogueNameSchema });
export type TNoteTypeInput = z.input<typeof ZNoteTypeInputSchema>;
export const ZNoteTypeSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  /** How many notes use it; a category in use cannot be deleted (decision 0008). */
  notes_count: z.number().int(),
});
/** 409 of deleting a category that notes still use. */
export const NOTE_TYPE_IN_USE: TMessageKey = 'catalogues.noteTypeInUse';
export type TNoteType = z.infer<typeof ZNoteTypeSchema>;
export const ZNoteTypeResponseSchema = dataOf(ZNoteTypeSchema);
export const ZNoteTypeListResponseSchema = dataOf(z.array(ZNoteTypeSchema));

/**
 * Optional fields of the plan forms (docs/organisation.md "Plan field visibility"), per kind of
 * plan item. A location can hide each of them; all are visible by default.
 */
export const PLAN_FIELDS = {
  test: ['test_code', 'test_format', 'time', 'weight', 'resit', 'result', 'ects'],
  activity: [
    'class_hours',
    'teacher',
    'method',
    'reading',
    'tools',
    'tools_permitted',
    'description',
  ],
  cluster: ['comment', 'requirements', 'coordinator', 'course_code'],
} as const;
export type TPlanItemKind = keyof typeof PLAN_FIELDS;
export const PLAN_FIELD_NAMES = [
  ...PLAN_FIELDS.test,
  ...PLAN_FIELDS.activity,
  ...PLAN_FIELDS.cluster,
] as const;
export type TPlanField = (typeof PLAN_FIELD_NAMES)[number];

/** The full map field -> visible. */
export const ZPlanFieldsSchema = z.record(z.enum(PLAN_FIELD_NAMES), z.boolean());
export type TPlanFields = z.infer<typeof ZPlanFieldsSchema>;
export const ZPlanFieldsResponseSchema = dataOf(ZPlanFieldsSchema);
/** A change: some fields -> visible; unknown field names are refused. */
export const ZPlanFieldsInputSchema = z
  .partialRecord(z.enum(PLAN_FIELD_NAMES), z.boolean())
  .refine((value) => Object.keys(value).length > 0, 'common.required' satisfies TMessageKey);
export type TPlanFieldsInput = z.infer<typeof ZPlanFieldsInputSchema>;
