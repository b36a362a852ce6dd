import { z } from 'zod';
import { FRAMEWORK_SOURCE_KINDS } from '../framework-constants';
import type { TMessageKey } from '../messages/keys';
import { dataOf, ZIdParamSchema, ZIdSchema } from './common';
import { ZLocationParamsSchema } from './menu';

/*
 * Frameworks (docs/frameworks.md): the import's form fields, its preview and result, and the
 * list of frameworks a location may use.
 */

const ZShortText = z.string().trim().max(200);

/**
 * The text parts of an import (multipart, sent before the files): which reader, the release,
 * the frameworks chosen out of the files (source keys, as a JSON list; all when absent), the
 * code and title of a sheet's framework, and for apply the preview's digest.
 */
export const ZFrameworkImportFieldsSchema = z.object({
  source: z.enum(FRAMEWORK_SOURCE_KINDS, { error: 'common.required' satisfies TMessageKey }),
  release: ZShortText.min(1, 'frameworks.releaseRequired' satisfies TMessageKey),
  chosen: z.array(z.string().min(1).max(200)).max(5_000).nullable(),
  code: ZShortText,
  title: ZShortText,
  digest: z.string().max(100),
});
export type TFrameworkImportFields = z.infer<typeof ZFrameworkImportFieldsSchema>;

const ZNote = z.object({ kind: z.string(), about: z.string(), count: z.number().int() });
const ZItemRef = z.object({ code: z.string(), title: z.string() });

export const ZFrameworkChangesSchema = z.object({
  added: z.array(ZItemRef),
  changed: z.array(ZItemRef.extend({ fields: z.array(z.string()) })),
  withdrawn: z.array(ZItemRef),
  replaced: z.array(z.object({ before: ZItemRef, after: ZItemRef })),
  restored: z.array(ZItemRef),
});

export const ZFrameworkPreviewSchema = z.object({
  frameworks: z.array(
    z.object({
      source_key: z.string(),
      code: z.string(),
      title: z.string(),
      version: z.string(),
      levels: z.array(z.string()),
      licence: z.string(),
      attribution: z.string(),
      chosen: z.boolean(),
      /** Items per kind ("eindterm": 31). */
      counts: z.record(z.string(), z.number().int()),
      stored: z.object({ id: z.number().int(), release: z.string() }).nullable(),
      changes: ZFrameworkChangesSchema.nullable(),
    }),
  ),
  notes: z.array(ZNote),
  digest: z.string(),
});
export type TFrameworkPreview = z.infer<typeof ZFrameworkPreviewSchema>;
export const ZFrameworkPreviewResponseSchema = dataOf(ZFrameworkPreviewSchema);

export const ZFrameworkImportResultSchema = z.object({
  frameworks: z.array(
    z.object({
      id: z.number().int(),
      code: z.string(),
      title: z.string(),
      items: z.number().int(),
    }),
  ),
});
export const ZFrameworkImportResultResponseSchema = dataOf(ZFrameworkImportResultSchema);

/** A framework as listed for a location: national ones and its own. */
export const ZFrameworkSchema = z.object({
  id: z.number().int(),
  national: z.boolean(),
  source_kind: z.enum(FRAMEWORK_SOURCE_KINDS),
  /** The publisher's stable id of the framework. */
  source_key: z.string(),
  code: z.string(),
  title: z.string(),
  version: z.string(),
  release: z.string(),
  levels: z.array(z.string()),
  licence: z.string(),
  attribution: z.string(),
  source_url: z.string().nullable(),
  items: z.number().int(),
  imported_at: z.string(),
});
export type TFramework = z.infer<typeof ZFrameworkSchema>;
export const ZFrameworkListResponseSchema = dataOf(z.array(ZFrameworkSchema));

/** One item of a framework's tree; `withdrawn_in`: the release that no longer published it. */
export const ZFrameworkItemSchema = z.object({
  id: z.number().int(),
  /** The publisher's stable id of the item (SLO UUID, CASE identifier, a sheet's code). */
  source_id: z.string(),
  parent_id: z.number().int().nullable(),
  depth: z.number().int(),
  code: z.string(),
  title: z.string(),
  description: z.string(),
  kind: z.string(),
  central_exam: z.boolean().nullable(),
  school_exam: z.boolean().nullable(),
  core: z.boolean().nullable(),
  optional: z.boolean().nullable(),
  levels: z.array(z.string()),
  withdrawn_in: z.string().nullable(),
});
export type TFrameworkItem = z.infer<typeof ZFrameworkItemSchema>;

export const ZFrameworkParamsSchema = ZLocationParamsSchema.extend({ framework: ZIdParamSchema });

/** A framework with its whole tree, top to bottom. */
export const ZFrameworkDetailResponseSchema = dataOf(
  z.object({ framework: ZFrameworkSchema, items: z.array(ZFrameworkItemSchema) }),
);

/** `?search=` words found in code, title or description; `?framework=` one framework only. */
export const ZFrameworkItemSearchQuerySchema = z.object({
  search: z.string().trim().max(200).default(''),
  framework: ZIdParamSchema.optional(),
});

export const ZFrameworkItemSearchResponseSchema = dataOf(
  z.array(
    ZFrameworkItemSchema.extend({
      framework_id: z.number().int(),
      framework_code: z.string(),
      framework_title: z.string(),
    }),
  ),
);
export type TFrameworkItemHit = z.infer<typeof ZFrameworkItemSearchResponseSchema>['data'][number];

/** What a framework item becomes in a design started from it; `skip`: nothing (its children move up). */
export const FRAMEWORK_DESIGN_TARGETS = [
  'competence',
  'learning_outcome',
  'learning_goal',
  'skip',
] as const;
export type TFrameworkDesignTarget = (typeof FRAMEWORK_DESIGN_TARGETS)[number];

/**
 * `POST .../design/from-framework`: fill the design from a framework. `mapping` by item kind
 * (default: SLO's kinds by what they are, any other by depth); `item_ids` the items
 * chosen (their parents come along; all when null); `school_exam_only` leaves out the items
 * marked as not for the school exam.
 */
export const ZStartFromFrameworkSchema = z.object({
  framework_id: ZIdSchema,
  mapping: z
    .record(z.string().min(1).max(100), z.enum(FRAMEWORK_DESIGN_TARGETS))
    .refine((mapping) => Object.keys(mapping).length <= 50)
    .default({}),
  item_ids: z.array(ZIdSchema).max(25_000).nullable().default(null),
  school_exam_only: z.boolean().default(false),
});
export type TStartFromFrameworkInput = z.infer<typeof ZStartFromFrameworkSchema>;

export const ZStartFromFrameworkResponseSchema = dataOf(
  z.object({
    competences: z.number().int(),
    learning_outcomes: z.number().int(),
    learning_goals: z.number().int(),
  }),
);
export type TStartFromFrameworkResult = z.infer<typeof ZStartFromFrameworkResponseSchema>['data'];
