import { and, asc, eq, inArray } from 'drizzle-orm';
import type { TLinkedFrameworkItem } from '@cp/contracts';
import type { DbOrTx } from '../../db/client';
import {
  frameworkItems,
  frameworks,
  learningGoalFrameworkItems,
  planTestFrameworkItems,
} from '../../db/schema';
import { invalidField } from '../errors';
import type { IdLinks } from '../ordered-lists';
import { usableBy } from './framework-answer';

/*
 * Links from an education to framework items (docs/frameworks.md "Linking"): the two link
 * tables, the items as the education's screens show them, and the check that an item belongs
 * to a framework the location may use.
 */

export const GOAL_ITEM_LINKS: IdLinks = {
  table: learningGoalFrameworkItems,
  owner: learningGoalFrameworkItems.learningGoalId,
  other: learningGoalFrameworkItems.frameworkItemId,
};
export const TEST_ITEM_LINKS: IdLinks = {
  table: planTestFrameworkItems,
  owner: planTestFrameworkItems.planTestId,
  other: planTestFrameworkItems.frameworkItemId,
};

const linkedItemColumns = {
  id: frameworkItems.id,
  framework_id: frameworkItems.frameworkId,
  framework_code: frameworks.code,
  framework_title: frameworks.title,
  attribution: frameworks.attribution,
  code: frameworkItems.code,
  title: frameworkItems.title,
  kind: frameworkItems.kind,
  school_exam: frameworkItems.schoolExam,
  central_exam: frameworkItems.centralExam,
  withdrawn_in: frameworkItems.withdrawnIn,
};

/**
 * These items, of frameworks the location may use, in framework and tree order. An item of a
 * framework it may not use is left out (a link to it cannot be made, see checkUsableItems).
 */
export async function loadLinkedItems(
  tx: DbOrTx,
  locationId: number,
  ids: readonly number[],
): Promise<TLinkedFrameworkItem[]> {
  const unique = [...new Set(ids)];
  if (unique.length === 0) return [];
  return tx
    .select(linkedItemColumns)
    .from(frameworkItems)
    .innerJoin(frameworks, eq(frameworks.id, frameworkItems.frameworkId))
    .where(and(inArray(frameworkItems.id, unique), usableBy(locationId)))
    .orderBy(asc(frameworks.title), asc(frameworks.id), asc(frameworkItems.ordinal));
}

/**
 * The ids without duplicates, each an item of a framework the location may use (withdrawn ones
 * too: a link kept from before a new release may stay in the set); 422 on
 * `framework_item_ids` otherwise, so another location's items cannot be probed.
 */
export async function checkUsableItems(
  tx: DbOrTx,
  locationId: number,
  ids: readonly number[],
): Promise<number[]> {
  const unique = [...new Set(ids)];
  if (unique.length === 0) return unique;
  const found = await tx
    .select({ id: frameworkItems.id })
    .from(frameworkItems)
    .innerJoin(frameworks, eq(frameworks.id, frameworkItems.frameworkId))
    .where(and(inArray(frameworkItems.id, unique), usableBy(locationId)));
  if (found.length !== unique.length) {
    throw invalidField('framework_item_ids', 'frameworkLinks.itemUnknown');
  }
  return unique.sort((a, b) => a - b);
}
