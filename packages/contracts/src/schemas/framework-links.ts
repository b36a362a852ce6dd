import { z } from 'zod';
import type { TMessageKey } from '../messages/keys';
import { dataOf, ZIdParamSchema, ZIdSchema } from './common';
import { ZEducationParamsSchema } from './educations';
import { ZFrameworkSchema } from './frameworks';

/*
 * An education's links to framework items (docs/frameworks.md "Linking"), the suggested links
 * and the coverage of a framework (docs/frameworks.md "Coverage").
 */

const id = z.number().int();

/** Items one goal or test links to at most. */
export const FRAMEWORK_LINKS_MAX = 200;
/** Lines of one bulk link by code at most. */
export const FRAMEWORK_LINK_LINES_MAX = 2_000;
/** Suggestions per goal. */
export const FRAMEWORK_SUGGESTIONS_PER_GOAL = 3;

/** A linked item as the education's screens show it, with its framework's name and attribution. */
export const ZLinkedFrameworkItemSchema = z.object({
  id,
  framework_id: id,
  framework_code: z.string(),
  framework_title: z.string(),
  attribution: z.string(),
  code: z.string(),
  title: z.string(),
  kind: z.string(),
  school_exam: z.boolean().nullable(),
  central_exam: z.boolean().nullable(),
  /** The release that no longer published it: the link is kept and flagged. */
  withdrawn_in: z.string().nullable(),
});
export type TLinkedFrameworkItem = z.infer<typeof ZLinkedFrameworkItemSchema>;

/** `GET .../framework-links`: every link of the education, and the items they point to. */
export const ZFrameworkLinksSchema = z.object({
  goals: z.array(z.object({ learning_goal_id: id, framework_item_ids: z.array(id) })),
  tests: z.array(z.object({ plan_test_id: id, framework_item_ids: z.array(id) })),
  items: z.array(ZLinkedFrameworkItemSchema),
});
export type TFrameworkLinks = z.infer<typeof ZFrameworkLinksSchema>;
export const ZFrameworkLinksResponseSchema = dataOf(ZFrameworkLinksSchema);

export const ZFrameworkLinkOwnerParamsSchema = ZEducationParamsSchema.extend({
  id: ZIdParamSchema,
});

/** `PUT .../framework-links/goals/:id` and `.../tests/:id`: the items it covers, as a set. */
export const ZSetFrameworkItemsSchema = z.object({
  framework_item_ids: z
    .array(ZIdSchema)
    .max(FRAMEWORK_LINKS_MAX, 'frameworkLinks.tooMany' satisfies TMessageKey),
});
export const ZSetFrameworkItemsResponseSchema = dataOf(
  z.object({ framework_item_ids: z.array(id) }),
);

/**
 * `POST .../framework-links/by-code`: per line a goal by its index ("1.2.3") and the codes of
 * the framework's items it covers; added to the links there are, all lines or none.
 */
export const ZLinkByCodeSchema = z.object({
  framework_id: ZIdSchema,
  lines: z
    .array(
      z.object({
        goal: z.string().trim().min(1).max(100),
        codes: z.array(z.string().trim().min(1).max(200)).min(1).max(FRAMEWORK_LINKS_MAX),
      }),
    )
    .min(1, 'frameworkLinks.noLines' satisfies TMessageKey)
    .max(FRAMEWORK_LINK_LINES_MAX, 'frameworkLinks.tooManyLines' satisfies TMessageKey),
});
export type TLinkByCodeInput = z.infer<typeof ZLinkByCodeSchema>;
export const ZLinkByCodeResponseSchema = dataOf(
  z.object({ goals: z.number().int(), added: z.number().int() }),
);

/** `GET .../framework-suggestions?framework=`: per goal the closest items not yet linked. */
export const ZFrameworkSuggestionsQuerySchema = z.object({ framework: ZIdParamSchema });
export const ZFrameworkSuggestionsSchema = z.object({
  goals: z.array(
    z.object({
      learning_goal_id: id,
      suggestions: z.array(z.object({ framework_item_id: id, score: z.number().min(0).max(1) })),
    }),
  ),
  items: z.array(ZLinkedFrameworkItemSchema),
});
export type TFrameworkSuggestions = z.infer<typeof ZFrameworkSuggestionsSchema>;
export const ZFrameworkSuggestionsResponseSchema = dataOf(ZFrameworkSuggestionsSchema);

/** `POST .../framework-suggestions/dismissals`: this item is not suggested for this goal again. */
export const ZDismissSuggestionSchema = z.object({
  learning_goal_id: ZIdSchema,
  framework_item_id: ZIdSchema,
});

/** `GET .../analysis/frameworks/:framework`: the coverage of one framework, filtered. */
export const ZFrameworkCoverageParamsSchema = ZEducationParamsSchema.extend({
  framework: ZIdParamSchema,
});
export const ZFrameworkCoverageQuerySchema = z.object({
  /** Only the items marked for the school exam (and their parents). */
  school_exam_only: z
    .enum(['true', 'false'])
    .default('false')
    .transform((value) => value === 'true'),
  /** Only items of this level name ("havo"). */
  level: z.string().trim().max(100).optional(),
  /** Only this top item (an SLO domain) and what hangs under it. */
  domain: ZIdParamSchema.optional(),
});

const ZCoverageRef = z.object({ id, label: z.string() });
const ZCoverageTotals = z.object({
  /** Items counted: the published items without children (eindtermen, kerndoelen ...). */
  items: z.number().int(),
  /** With at least one linked goal or test. */
  covered: z.number().int(),
  /** With a linked goal that a cluster planned in a year holds. */
  taught: z.number().int(),
  /** With a test that covers it (linked directly, or through a goal it covers). */
  tested: z.number().int(),
});
export type TCoverageTotals = z.infer<typeof ZCoverageTotals>;

export const ZFrameworkCoverageSchema = z.object({
  framework: ZFrameworkSchema,
  items: z.array(
    z.object({
      id,
      parent_id: id.nullable(),
      depth: z.number().int(),
      code: z.string(),
      title: z.string(),
      kind: z.string(),
      school_exam: z.boolean().nullable(),
      central_exam: z.boolean().nullable(),
      levels: z.array(z.string()),
      withdrawn_in: z.string().nullable(),
      /** Counted in the totals: a published item without children. */
      counted: z.boolean(),
      goals: z.array(ZCoverageRef),
      /** Design clusters that hold a linked goal; `planned`: planned in a year. */
      clusters: z.array(ZCoverageRef.extend({ planned: z.boolean() })),
      /** Tests that cover it; `direct`: linked to the item itself, else through a goal. */
      tests: z.array(
        ZCoverageRef.extend({ year_id: id, planned_cluster_id: id, direct: z.boolean() }),
      ),
      covered: z.boolean(),
      taught: z.boolean(),
      tested: z.boolean(),
    }),
  ),
  totals: ZCoverageTotals,
  /** The same for the school-exam items only. */
  school_exam_totals: ZCoverageTotals,
  /** The framework's top items (SLO's domains) and its levels, for the filters. */
  domains: z.array(ZCoverageRef),
  levels: z.array(z.string()),
});
export type TFrameworkCoverage = z.infer<typeof ZFrameworkCoverageSchema>;
export const ZFrameworkCoverageResponseSchema = dataOf(ZFrameworkCoverageSchema);
