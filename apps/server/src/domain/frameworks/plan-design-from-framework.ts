import {
  DESIGN_LIMITS,
  shortTitleOf,
  type TFramework,
  type TFrameworkDesignTarget,
  type TFrameworkItem,
  type TStartFromFrameworkInput,
} from '@cp/contracts';

/*
 * Which design items a framework becomes (docs/frameworks.md "Starting a design"), worked out
 * before anything is written: every chosen item by its kind's target, a goal always under an
 * outcome and an outcome under a competence. An eindterm that hangs directly under a domain gets
 * an outcome of that domain's own to hang in; a tree without a competence at the top gets one
 * named after the framework.
 */

export type TPlannedItem = {
  /** Its place in the plan; parents come first. */
  key: number;
  target: Exclude<TFrameworkDesignTarget, 'skip'>;
  parentKey: number | null;
  title: string;
  details: string;
  /** The framework item it comes from; null for one made to hold others. */
  sourceItemId: number | null;
};

/** SLO's kinds by what they are (an eindterm is a goal at any depth). */
const BY_KIND: Record<string, TFrameworkDesignTarget> = {
  subject_area: 'competence',
  domain: 'competence',
  subdomain: 'learning_outcome',
  eindterm: 'learning_goal',
  kerndoel: 'learning_goal',
};

/** Any other kind by depth: the top competences, the next outcomes, the rest goals. */
const byDepth = (depth: number): TFrameworkDesignTarget =>
  depth === 1 ? 'competence' : depth === 2 ? 'learning_outcome' : 'learning_goal';

// Own keys only: a sheet's kind may be any word, "constructor" too.
const defaultTarget = (item: TFrameworkItem): TFrameworkDesignTarget =>
  Object.hasOwn(BY_KIND, item.kind) ? BY_KIND[item.kind]! : byDepth(item.depth);

/** The items taken: chosen ones and their ancestors, published, school-exam ones if asked. */
function takenItems(items: TFrameworkItem[], input: TStartFromFrameworkInput): TFrameworkItem[] {
  const published = items.filter((item) => item.withdrawn_in === null);
  const byId = new Map(published.map((item) => [item.id, item]));
  const wanted = new Set<number>();
  const chosen = input.item_ids === null ? published.map((item) => item.id) : input.item_ids;
  for (const id of chosen) {
    for (let at = byId.get(id); at && !wanted.has(at.id); at = byId.get(at.parent_id ?? -1)) {
      wanted.add(at.id);
    }
  }
  return published.filter(
    (item) => wanted.has(item.id) && !(input.school_exam_only && item.school_exam === false),
  );
}

const TITLE_MAX = DESIGN_LIMITS.titleMaxLength;

/**
 * The code and description; a title too long for a title is kept whole here, and the title is
 * its start cut at a word with "…" (shortTitleOf; docs/design.md "Long goals").
 */
const detailsOf = (item: TFrameworkItem) =>
  [item.code, item.title.length > TITLE_MAX ? item.title : '', item.description]
    .filter((part) => part !== '')
    .join('\n') || item.title;

export function planDesignFromFramework(
  framework: TFramework,
  items: TFrameworkItem[],
  input: TStartFromFrameworkInput,
): TPlannedItem[] {
  const planned: TPlannedItem[] = [];
  const add = (item: Omit<TPlannedItem, 'key'>) => {
    planned.push({ ...item, key: planned.length });
    return planned.length - 1;
  };
  // What each framework item became (or, skipped, what its children hang under).
  const made = new Map<number, number | null>();
  // The outcome made to hold the goals directly under a competence, per competence.
  const holders = new Map<number, number>();
  let topCompetence: number | null = null;
  // The competence at or above `under` (an outcome's parent, a goal's grandparent).
  const competenceFor = (under: number | null): number => {
    for (let at = under; at !== null; at = planned[at]!.parentKey) {
      if (planned[at]!.target === 'competence') return at;
    }
    topCompetence ??= add({
      target: 'competence',
      parentKey: null,
      title: framework.title,
      details: framework.code || framework.title,
      sourceItemId: null,
    });
    return topCompetence;
  };
  const outcomeFor = (under: number | null): number => {
    if (under !== null && planned[under]!.target === 'learning_outcome') return under;
    if (under !== null && planned[under]!.target === 'learning_goal')
      return planned[under]!.parentKey!;
    const competence = competenceFor(under);
    let holder = holders.get(competence);
    if (holder === undefined) {
      const owner = planned[competence]!;
      holder = add({
        target: 'learning_outcome',
        parentKey: competence,
        title: owner.title,
        details: owner.details,
        sourceItemId: null,
      });
      holders.set(competence, holder);
    }
    return holder;
  };
  for (const item of takenItems(items, input)) {
    const under = item.parent_id === null ? null : (made.get(item.parent_id) ?? null);
    const target = Object.hasOwn(input.mapping, item.kind)
      ? input.mapping[item.kind]!
      : defaultTarget(item);
    if (target === 'skip') {
      made.set(item.id, under);
      continue;
    }
    const parentKey =
      target === 'competence'
        ? null
        : target === 'learning_outcome'
          ? competenceFor(under)
          : outcomeFor(under);
    made.set(
      item.id,
      add({
        target,
        parentKey,
        title: shortTitleOf(item.title, TITLE_MAX),
        details: detailsOf(item),
        sourceItemId: item.id,
      }),
    );
  }
  return planned;
}
