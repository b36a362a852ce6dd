import type { TFrameworkDesignTarget, TFrameworkItem } from '@cp/contracts';

/*
 * What the start-from-a-framework form shows of a framework's tree, worked out here without
 * the screen (docs/frameworks.md "Starting a design"): its kinds with their counts and what each
 * becomes by default (the server's rule, plan-design-from-framework.ts), its top items to choose
 * from, and the ids a choice of top items sends. Only published items count: the server takes
 * no withdrawn ones.
 */

/**
 * What a kind becomes on the form: a target, or `by_depth` for a kind whose items the server
 * places by their depth at more than one target (a sheet's or a CASE package's own kind); that
 * choice is not sent, so the server's rule applies per item.
 */
export type TKindChoice = TFrameworkDesignTarget | 'by_depth';

export type TFrameworkKind = { kind: string; count: number; fallback: TKindChoice };

/** SLO's kinds by what they are (an eindterm is a goal at any depth). */
const BY_KIND: Readonly<Record<string, TFrameworkDesignTarget>> = {
  subject_area: 'competence',
  domain: 'competence',
  subdomain: 'learning_outcome',
  eindterm: 'learning_goal',
  kerndoel: 'learning_goal',
};

/** Any other kind by depth: the top competences, the next outcomes, the rest goals. */
const byDepth = (depth: number): TFrameworkDesignTarget =>
  depth === 1 ? 'competence' : depth === 2 ? 'learning_outcome' : 'learning_goal';

export const published = (items: readonly TFrameworkItem[]): TFrameworkItem[] =>
  items.filter((item) => item.withdrawn_in === null);

/** The kinds that occur, in the order they first appear, each with its count and default. */
export function frameworkKinds(items: readonly TFrameworkItem[]): TFrameworkKind[] {
  const found = new Map<string, { count: number; targets: Set<TFrameworkDesignTarget> }>();
  for (const item of published(items)) {
    const entry = found.get(item.kind) ?? { count: 0, targets: new Set() };
    entry.count += 1;
    entry.targets.add(BY_KIND[item.kind] ?? byDepth(item.depth));
    found.set(item.kind, entry);
  }
  return [...found].map(([kind, { count, targets }]) => ({
    kind,
    count,
    fallback: targets.size === 1 ? [...targets][0]! : 'by_depth',
  }));
}

/**
 * The body's `mapping`: every kind with the target shown for it (the user's choice, else the
 * default), so what is sent is what the form showed; a kind left `by_depth` is not sent.
 */
export function mappingOf(
  kinds: readonly TFrameworkKind[],
  chosen: Readonly<Record<string, TKindChoice>>,
): Record<string, TFrameworkDesignTarget> {
  const mapping: Record<string, TFrameworkDesignTarget> = {};
  for (const { kind, fallback } of kinds) {
    const choice = chosen[kind] ?? fallback;
    if (choice !== 'by_depth') mapping[kind] = choice;
  }
  return mapping;
}

/** The items at the top of the tree (the domains of an exam programme), to choose from. */
export const topItems = (items: readonly TFrameworkItem[]): TFrameworkItem[] =>
  published(items).filter((item) => item.parent_id === null);

/**
 * The chosen top items and everything under them, published ones, top to bottom. The tree comes
 * top to bottom (a parent before its children), so one pass finds them; it goes through a
 * withdrawn item, whose published children still belong to the chosen top item.
 */
export function chosenWithDescendants(
  items: readonly TFrameworkItem[],
  topIds: readonly number[],
): number[] {
  const inside = new Set(topIds);
  for (const item of items) {
    if (item.parent_id !== null && inside.has(item.parent_id)) inside.add(item.id);
  }
  return published(items)
    .filter((item) => inside.has(item.id))
    .map((item) => item.id);
}

/** Whether the framework says of any item whether it is for the school exam (SLO's `se`). */
export const marksSchoolExam = (items: readonly TFrameworkItem[]): boolean =>
  published(items).some((item) => item.school_exam !== null);

/** "SLO, opendata.slo.nl (CC BY 4.0)": the credit the framework carries, or null without one. */
export function creditOf(framework: { attribution: string; licence: string }): string | null {
  const { attribution, licence } = framework;
  if (attribution === '') return licence === '' ? null : licence;
  return licence === '' ? attribution : `${attribution} (${licence})`;
}
