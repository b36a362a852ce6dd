import type { TFunction } from 'i18next';
import type { TDesignKind, TTermWords } from '@cp/contracts';
import type { TDeleteImpact } from '@/features/design/design-tree';

type TWord = keyof TTermWords;

/** The school's singular and plural word of each kind. */
const WORDS_OF = {
  competences: ['competence', 'competences'],
  'learning-clusters': ['learningCluster', 'learningClusters'],
  'learning-outcomes': ['learningOutcome', 'learningOutcomes'],
  'learning-goals': ['learningGoal', 'learningGoals'],
  clusters: ['cluster', 'clusters'],
  subjects: ['subject', 'subjects'],
  'cluster-groups': ['clusterGroup', 'clusterGroups'],
  electives: ['electiveSubject', 'electiveSubjects'],
} as const satisfies Record<TDesignKind, readonly [TWord, TWord]>;

/** "cluster": one item of `kind`, in the school's words (titles and messages). */
export const kindTerm = (kind: TDesignKind, terms: TTermWords): string => terms[WORDS_OF[kind][0]];

/** "clusters": the items of `kind`, in the school's words (list names, empty states). */
export const kindTerms = (kind: TDesignKind, terms: TTermWords): string => terms[WORDS_OF[kind][1]];

/** "1 cluster", "3 clusters": a count with the right form of the school's word. */
function counted(count: number, kind: TDesignKind, terms: TTermWords): string {
  return `${count} ${count === 1 ? kindTerm(kind, terms) : kindTerms(kind, terms)}`;
}

export interface TDeleteSummary {
  /** What goes with the item, one line each ("3 learning goals", "the links to 2 clusters"). */
  removes: string[];
  /** What stays but changes (the outcomes of a deleted learning cluster), or null. */
  stays: string | null;
  /**
   * What the plan loses, one line each (a cluster's planning in 2 years with its tests, ...):
   * planning work the design screen does not show, so the dialog sets it apart.
   */
  plan: string[];
}

/**
 * What a delete takes with it, in words, for the confirmation of every kind. One line per thing
 * so a long list stays readable; the other side of a link is named, since links are not items
 * the user sees by themselves.
 */
export function deleteSummary(
  kind: TDesignKind,
  impact: TDeleteImpact,
  t: TFunction,
  terms: TTermWords,
): TDeleteSummary {
  const removes: string[] = [];
  const links = (count: number, other: TDesignKind) =>
    removes.push(t('design.impact.links', { items: counted(count, other, terms) }));

  if (impact.learningClusters > 0)
    removes.push(counted(impact.learningClusters, 'learning-clusters', terms));
  if (impact.learningOutcomes > 0)
    removes.push(counted(impact.learningOutcomes, 'learning-outcomes', terms));
  if (impact.learningGoals > 0)
    removes.push(counted(impact.learningGoals, 'learning-goals', terms));
  if (impact.goalLinks > 0) {
    // A cluster's links lead to goals, one goal's to clusters; for a competence or an outcome
    // they are the links of all its goals, so the count is of links, not of clusters.
    if (kind === 'clusters') links(impact.goalLinks, 'learning-goals');
    else if (kind === 'learning-goals') links(impact.goalLinks, 'clusters');
    else removes.push(t('design.impact.goalLinks', { count: impact.goalLinks, ...terms }));
  }
  if (impact.subjectLinks > 0)
    links(impact.subjectLinks, kind === 'clusters' ? 'subjects' : 'clusters');
  if (impact.clusterLinks > 0) {
    // A cluster loses its places in groups and electives; a group or elective its members.
    if (kind === 'clusters')
      removes.push(t('design.impact.places', { count: impact.clusterLinks, ...terms }));
    else links(impact.clusterLinks, 'clusters');
  }
  const stays =
    impact.ungroupedOutcomes > 0
      ? t('design.impact.ungrouped', { count: impact.ungroupedOutcomes, ...terms })
      : null;

  const plan: string[] = [];
  if (impact.plannedClusters > 0)
    plan.push(t('design.impact.plannedCluster', { count: impact.plannedClusters, ...terms }));
  if (impact.electiveSlots > 0)
    plan.push(t('design.impact.electiveSlots', { count: impact.electiveSlots, ...terms }));
  if (impact.planCoverage > 0) {
    // One goal: the tests and links that cover it. A competence's or an outcome's goals: the
    // count is of coverings (a test covering two of them counts twice), as with goalLinks.
    const options = { count: impact.planCoverage, ...terms };
    plan.push(
      kind === 'learning-goals'
        ? t('design.impact.goalCoverage', options)
        : t('design.impact.goalsCoverage', options),
    );
  }
  return { removes, stays, plan };
}
