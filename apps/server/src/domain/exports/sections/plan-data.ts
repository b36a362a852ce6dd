import { eq } from 'drizzle-orm';
import {
  catalogueItemName,
  type TCatalogueKind,
  type TDesign,
  type TLanguage,
  type TPlanFields,
} from '@cp/contracts';
import type { DbOrTx } from '../../../db/client';
import { activities, testFormats } from '../../../db/schema';
import { getPlanFields } from '../../catalogues/plan-fields';
import { loadDesign } from '../../design/load-design';
import type { LocationScope } from '../../locations/location-scope';
import type { SectionContext } from './context';

/*
 * What the plan section looks up besides a year's plan (loadYearPlan), read once per export
 * whatever the number of years: the design (names of clusters, cluster groups, elective
 * subjects, goals; loadDesign, one query per kind), the location's test formats and activities
 * (two queries; not listCatalogueItems, which inserts missing defaults and the export reads in a
 * read-only transaction), and which optional plan fields the location shows (one query).
 */

export type PlanCluster = {
  /** "1.2 Metselen" (index and title) for the timeline, "1.2 Mets" (short title) for lists. */
  name: string;
  shortName: string;
  ects: number | null;
  groups: string[];
};

export type PlanLookups = {
  clusters: Map<number, PlanCluster>;
  electives: Map<number, string>;
  /** Goal id -> its index ("1.2.3"), and its place in the design tree (to sort lists by). */
  goals: Map<number, { index: string; order: number }>;
  testFormats: Map<number, string>;
  activities: Map<number, string>;
  /** The optional plan fields the location shows (/admin/plan): the export shows the same. */
  fields: TPlanFields;
};

/** The goals in the order of the design tree: competence, outcome, goal (each by position). */
function goalTreeOrder(design: TDesign): Map<number, { index: string; order: number }> {
  const competenceRank = new Map(design.competences.map((c, i) => [c.id, i]));
  const outcomes = [...design.learning_outcomes].sort(
    (a, b) =>
      (competenceRank.get(a.competence_id) ?? 0) - (competenceRank.get(b.competence_id) ?? 0) ||
      a.position - b.position ||
      a.id - b.id,
  );
  const outcomeRank = new Map(outcomes.map((o, i) => [o.id, i]));
  const goals = [...design.learning_goals].sort(
    (a, b) =>
      (outcomeRank.get(a.learning_outcome_id) ?? 0) -
        (outcomeRank.get(b.learning_outcome_id) ?? 0) ||
      a.position - b.position ||
      a.id - b.id,
  );
  return new Map(goals.map((goal, order) => [goal.id, { index: goal.index, order }]));
}

function clusterLookup(design: TDesign): Map<number, PlanCluster> {
  const groups = new Map<number, string[]>();
  for (const group of design.cluster_groups) {
    for (const clusterId of group.cluster_ids) {
      groups.set(clusterId, [...(groups.get(clusterId) ?? []), group.title]);
    }
  }
  return new Map(
    design.clusters.map((cluster) => [
      cluster.id,
      {
        name: `${cluster.index} ${cluster.title}`,
        shortName: `${cluster.index} ${cluster.short_title}`,
        ects: cluster.ects === null ? null : Number(cluster.ects),
        groups: groups.get(cluster.id) ?? [],
      },
    ]),
  );
}

/** The names of a location's test formats or activities in the document's language. */
async function catalogueNames(
  db: DbOrTx,
  kind: TCatalogueKind,
  scope: LocationScope,
  language: TLanguage,
): Promise<Map<number, string>> {
  const table = kind === 'testFormats' ? testFormats : activities;
  const rows = await db
    .select({ id: table.id, key: table.key, name: table.name })
    .from(table)
    .where(eq(table.locationId, scope.locationId));
  return new Map(rows.map((row) => [row.id, catalogueItemName(kind, row, language)]));
}

export async function loadPlanLookups(
  context: Pick<SectionContext, 'db' | 'scope' | 'education' | 'language'>,
): Promise<PlanLookups> {
  const { db, scope, education, language } = context;
  const design = await loadDesign({ db, education });
  return {
    clusters: clusterLookup(design),
    electives: new Map(design.electives.map((elective) => [elective.id, elective.title])),
    goals: goalTreeOrder(design),
    testFormats: await catalogueNames(db, 'testFormats', scope, language),
    activities: await catalogueNames(db, 'activities', scope, language),
    fields: await getPlanFields({ db, scope }),
  };
}
