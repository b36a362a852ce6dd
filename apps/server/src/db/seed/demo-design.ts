import type { DbOrTx } from '../client';
import {
  clusterGoals,
  clusterGroupMembers,
  clusterGroups,
  clusterSubjects,
  clusters,
  competences,
  electiveClusters,
  electiveSubjects,
  learningClusters,
  learningGoals,
  learningOutcomes,
  subjects,
} from '../schema';

/*
 * A generated design of realistic size for the demo's large education (and for tests that need
 * a design): Dutch titles from small word lists, valid indexes (1, 1.2, 1.2.3), every list in
 * order. Deterministic: the same sizes give the same design. Inserted in bulk, one multi-row
 * statement per table (or per 1000 rows), so the seed stays fast.
 */

export type DemoDesignSize = {
  competences: number;
  /** Per competence. */
  outcomes: number;
  /** Per learning outcome. */
  goals: number;
  clusters: number;
  subjects: number;
  clusterGroups: number;
  electives: number;
  /**
   * Goals left out of every cluster (a finding of the analysis screen); each taken from a
   * cluster that keeps at least two goals. None when absent.
   */
  goalsWithoutCluster?: number;
};

/** The large demo education: 30 competences, 150 outcomes, 600 goals, 300 clusters. */
export const LARGE_DESIGN: DemoDesignSize = {
  competences: 30,
  outcomes: 5,
  goals: 4,
  clusters: 300,
  subjects: 10,
  clusterGroups: 5,
  electives: 3,
};

/** The demo's large education: that design, with five goals in no cluster. */
export const DEMO_LARGE_DESIGN: DemoDesignSize = { ...LARGE_DESIGN, goalsWithoutCluster: 5 };

const THEMES: { action: string; object: string; code: string }[] = [
  { action: 'Maakt bouwkundige tekeningen', object: 'bouwkundige tekeningen', code: 'TEK' },
  { action: 'Berekent eenvoudige constructies', object: 'constructieberekeningen', code: 'CON' },
  { action: 'Past bouwfysica toe', object: 'bouwfysische oplossingen', code: 'BFY' },
  { action: 'Ontwerpt installaties', object: 'installatieontwerpen', code: 'INS' },
  { action: 'Kiest bouwmaterialen', object: 'materiaalkeuzes', code: 'MAT' },
  { action: 'Bereidt het werk voor', object: 'werkvoorbereidingen', code: 'WVB' },
  { action: 'Maakt calculaties', object: 'begrotingen', code: 'CAL' },
  { action: 'Plant bouwprojecten', object: 'bouwplanningen', code: 'PLA' },
  { action: 'Toetst aan regelgeving', object: 'vergunningsaanvragen', code: 'REG' },
  { action: 'Bouwt duurzaam', object: 'duurzaamheidsmaatregelen', code: 'DUU' },
  { action: 'Werkt met BIM-modellen', object: 'BIM-modellen', code: 'BIM' },
  { action: 'Werkt veilig op de bouwplaats', object: 'veiligheidsplannen', code: 'VGM' },
  { action: 'Bewaakt de kwaliteit', object: 'kwaliteitscontroles', code: 'KWA' },
  { action: 'Communiceert met opdrachtgevers', object: 'overleggen en verslagen', code: 'COM' },
  { action: 'Stuurt projecten aan', object: 'projectplannen', code: 'PRO' },
];
const CONTEXTS = ['in de woningbouw', 'in de utiliteitsbouw'];
const OUTCOME_PATTERNS = [
  (object: string) => `Inventariseert de uitgangspunten voor ${object}`,
  (object: string) => `Werkt ${object} uit volgens de geldende normen`,
  (object: string) => `Controleert ${object} op volledigheid en fouten`,
  (object: string) => `Stemt ${object} af met de betrokken partijen`,
  (object: string) => `Legt ${object} vast in een verantwoording`,
];
const GOAL_VERBS = ['benoemt', 'legt uit', 'past toe', 'beoordeelt', 'verbetert'];
const GOAL_LEVELS = ['Kennis', 'Begrip', 'Toepassing', 'Analyse', 'Evaluatie'];
const ASPECTS = [
  'de begrippen',
  'de werkwijze',
  'de normen en richtlijnen',
  'de hulpmiddelen',
  'de risico’s',
  'de kosten',
];
const CLUSTER_KINDS = ['Module', 'Project', 'Werkplaats', 'Training', 'Casus'];
const SUBJECTS = [
  'Nederlands',
  'Engels',
  'Rekenen',
  'Burgerschap',
  'Loopbaan',
  'Bouwtechniek',
  'Wiskunde',
  'Natuurkunde',
  'Digitale vaardigheden',
  'Ondernemen',
];
const GROUPS = ['Basis', 'Verdieping', 'Praktijk', 'Stage', 'Examenvoorbereiding'];
const ELECTIVES = ['Duurzaam bouwen', 'BIM-specialist', 'Ondernemerschap', 'Restauratie'];
const COORDINATORS = ['M. de Jong', 'S. Yilmaz', 'K. Peters', null, 'L. van Leeuwen'];
const COLORS = ['#1c7ed6', '#2f9e44', '#e8590c', '#9c36b5', null, '#f08c00'];

const pick = <T>(list: readonly T[], i: number): T => list[i % list.length] as T;
/** Rows per insert: far below PostgreSQL's 65535 bind parameters. */
const BATCH = 1000;

async function insertAll<T>(rows: T[], insert: (batch: T[]) => Promise<unknown>) {
  for (let i = 0; i < rows.length; i += BATCH) await insert(rows.slice(i, i + BATCH));
}

/**
 * `count` goals to leave out of every cluster, spread over the list: goals in exactly one
 * cluster that has three or more, so every cluster keeps at least two.
 */
function leftOutGoals(
  links: readonly { clusterId: number; learningGoalId: number }[],
  count: number,
): Set<number> {
  if (count <= 0) return new Set();
  const clustersOf = new Map<number, number[]>();
  const goalCount = new Map<number, number>();
  for (const link of links) {
    clustersOf.set(link.learningGoalId, [
      ...(clustersOf.get(link.learningGoalId) ?? []),
      link.clusterId,
    ]);
    goalCount.set(link.clusterId, (goalCount.get(link.clusterId) ?? 0) + 1);
  }
  const candidates: number[] = [];
  const used = new Set<number>();
  for (const [goalId, owners] of clustersOf) {
    const owner = owners[0]!;
    if (owners.length === 1 && (goalCount.get(owner) ?? 0) >= 3 && !used.has(owner)) {
      candidates.push(goalId);
      used.add(owner);
    }
  }
  const every = Math.max(1, Math.floor(candidates.length / count));
  return new Set(candidates.filter((_, i) => i % every === every - 1).slice(0, count));
}

/** The id inserted for `key`; the generator only asks for keys it inserted. */
const at = (key: string, map: Map<string, number>) => {
  const id = map.get(key);
  if (id === undefined) throw new Error(`demo design: no id for ${key}`);
  return id;
};

/** Where a generated design goes: the transaction, the education and the sizes. */
type Target = { tx: DbOrTx; educationId: number; size: DemoDesignSize };

/**
 * Inserts a generated design into an education that has none yet: the competence tree first,
 * then the clusters, then what groups them. The order of the inserts (and so every id) is part of
 * the demo: the seed's tests and the benchmarks count on it.
 */
export async function insertDemoDesign(
  tx: DbOrTx,
  educationId: number,
  size: DemoDesignSize = LARGE_DESIGN,
): Promise<void> {
  const target: Target = { tx, educationId, size };
  const competences = await insertCompetences(target);
  const learningClusterIds = await insertLearningClusters(target, competences);
  const outcomes = await insertOutcomes(target, competences, learningClusterIds);
  const goalIds = await insertGoals(target, outcomes);
  const clusterIds = await insertClusters(target);
  await insertClusterGoals(target, clusterIds, goalIds);
  await insertSubjects(target, clusterIds);
  await insertClusterGroups(target, clusterIds);
  await insertElectives(target, clusterIds);
}

type Inserted<Row> = { rows: Row[]; ids: Map<string, number> };
type CompetenceRow = { index: string };
type OutcomeRow = { index: string };

/** Every other competence groups its outcomes in two learning clusters (the last stays apart). */
const grouped = (size: DemoDesignSize, c: number) => c % 2 === 0 && size.outcomes >= 3;

/** Competences: one per theme and context. */
async function insertCompetences({
  tx,
  educationId,
  size,
}: Target): Promise<Inserted<CompetenceRow>> {
  const competenceRows = Array.from({ length: size.competences }, (_, c) => {
    const theme = pick(THEMES, c);
    const context = pick(CONTEXTS, Math.floor(c / THEMES.length));
    return {
      educationId,
      position: c + 1,
      index: String(c + 1),
      title: `${theme.action} ${context}`,
      details: `De student ${theme.action.charAt(0).toLowerCase()}${theme.action.slice(1)} ${context}, zelfstandig en volgens de eisen van het werkveld.`,
      level: '4',
    };
  });
  const competenceIds = new Map<string, number>();
  await insertAll(competenceRows, async (batch) => {
    for (const row of await tx
      .insert(competences)
      .values(batch)
      .returning({ id: competences.id, index: competences.index })) {
      competenceIds.set(row.index, row.id);
    }
  });
  return { rows: competenceRows, ids: competenceIds };
}

/** Learning clusters of the grouped competences; their ids by `competenceId/index`. */
async function insertLearningClusters(
  { tx, educationId, size }: Target,
  competenceTree: Inserted<CompetenceRow>,
): Promise<Map<string, number>> {
  const learningClusterRows = competenceTree.rows.flatMap((competence, c) =>
    grouped(size, c)
      ? ['Oriëntatie', 'Uitvoering'].map((phase, l) => ({
          educationId,
          competenceId: at(competence.index, competenceTree.ids),
          position: l + 1,
          index: `${competence.index}.${l + 1}`,
          title: `${phase}: ${pick(THEMES, c).object}`,
          details: `${phase} op ${pick(THEMES, c).object}.`,
          level: null,
        }))
      : [],
  );
  const learningClusterIds = new Map<string, number>();
  if (learningClusterRows.length > 0) {
    for (const row of await tx.insert(learningClusters).values(learningClusterRows).returning({
      id: learningClusters.id,
      competenceId: learningClusters.competenceId,
      index: learningClusters.index,
    })) {
      learningClusterIds.set(`${row.competenceId}/${row.index}`, row.id);
    }
  }
  return learningClusterIds;
}

/** Learning outcomes: `size.outcomes` per competence, indexes 1.1 .. 1.5. */
async function insertOutcomes(
  { tx, educationId, size }: Target,
  competenceTree: Inserted<CompetenceRow>,
  learningClusterIds: Map<string, number>,
): Promise<Inserted<OutcomeRow>> {
  const outcomeRows = competenceTree.rows.flatMap((competence, c) => {
    const competenceId = at(competence.index, competenceTree.ids);
    return Array.from({ length: size.outcomes }, (_, o) => {
      // Outcomes 1-2 in the first learning cluster, 3-4 in the second, the rest ungrouped.
      const group = grouped(size, c) && o < 4 ? Math.floor(o / 2) + 1 : null;
      return {
        educationId,
        competenceId,
        learningClusterId:
          group === null
            ? null
            : at(`${competenceId}/${competence.index}.${group}`, learningClusterIds),
        position: o + 1,
        index: `${competence.index}.${o + 1}`,
        title: pick(OUTCOME_PATTERNS, o)(pick(THEMES, c).object),
        details: `Beoordeeld in de praktijk ${pick(CONTEXTS, o)}.`,
        level: null,
      };
    });
  });
  const outcomeIds = new Map<string, number>();
  await insertAll(outcomeRows, async (batch) => {
    for (const row of await tx
      .insert(learningOutcomes)
      .values(batch)
      .returning({ id: learningOutcomes.id, index: learningOutcomes.index })) {
      outcomeIds.set(row.index, row.id);
    }
  });
  return { rows: outcomeRows, ids: outcomeIds };
}

/** Learning goals: `size.goals` per outcome, indexes 1.2.1 .. 1.2.4; their ids in that order. */
async function insertGoals(
  { tx, educationId, size }: Target,
  outcomes: Inserted<OutcomeRow>,
): Promise<number[]> {
  const goalRows = outcomes.rows.flatMap((outcome, o) =>
    Array.from({ length: size.goals }, (_, g) => ({
      educationId,
      learningOutcomeId: at(outcome.index, outcomes.ids),
      position: g + 1,
      index: `${outcome.index}.${g + 1}`,
      title: `De student ${pick(GOAL_VERBS, g)} ${pick(ASPECTS, o + g)} bij ${pick(THEMES, Math.floor(o / size.outcomes)).object}`,
      details: 'Aangetoond met een opdracht en een reflectie.',
      level: pick(GOAL_LEVELS, g),
    })),
  );
  const goalIds: number[] = [];
  await insertAll(goalRows, async (batch) => {
    const rows = await tx
      .insert(learningGoals)
      .values(batch)
      .returning({ id: learningGoals.id, index: learningGoals.index });
    const byIndex = new Map(rows.map((row) => [row.index, row.id]));
    for (const goal of batch) goalIds.push(at(goal.index, byIndex));
  });
  return goalIds;
}

/** Clusters: spread over four school years (index year.n); their ids in that order. */
async function insertClusters({ tx, educationId, size }: Target): Promise<number[]> {
  const perYear = Math.max(1, Math.ceil(size.clusters / 4));
  const clusterRows = Array.from({ length: size.clusters }, (_, i) => {
    const year = Math.floor(i / perYear) + 1;
    const theme = pick(THEMES, i);
    const kind = pick(CLUSTER_KINDS, Math.floor(i / THEMES.length));
    return {
      educationId,
      position: i + 1,
      index: `${year}.${(i % perYear) + 1}`,
      title: `${kind} ${theme.object} ${year}`,
      shortTitle: `${theme.code}-${year}${String((i % perYear) + 1).padStart(2, '0')}`,
      details: `${kind} waarin de student werkt aan ${theme.object} (leerjaar ${year}).`,
      ects: i % 4 === 3 ? null : String(1 + (i % 5) * 0.5),
      courseCode: `BK4-${1000 + i}`,
      requirements: i % 7 === 0 ? 'Eerdere module van dit thema afgerond.' : null,
      coordinator: pick(COORDINATORS, i),
      clusterWidth: 2 + (i % 9),
      color: pick(COLORS, i),
    };
  });
  const clusterIds: number[] = [];
  await insertAll(clusterRows, async (batch) => {
    const rows = await tx
      .insert(clusters)
      .values(batch)
      .returning({ id: clusters.id, index: clusters.index });
    const byIndex = new Map(rows.map((row) => [row.index, row.id]));
    for (const cluster of batch) clusterIds.push(at(cluster.index, byIndex));
  });
  return clusterIds;
}

/**
 * Each cluster covers 2-4 consecutive goals; together they cover every goal at least once
 * (but `goalsWithoutCluster`).
 */
async function insertClusterGoals(
  { tx, size }: Target,
  clusterIds: number[],
  goalIds: number[],
): Promise<void> {
  const step = Math.max(1, Math.floor(goalIds.length / Math.max(1, clusterIds.length)));
  const goalLinks = clusterIds.flatMap((clusterId, i) => {
    if (goalIds.length === 0) return [];
    const count = Math.min(2 + (i % 3), goalIds.length);
    return Array.from({ length: count }, (_, k) => ({
      clusterId,
      learningGoalId: goalIds[(i * step + k) % goalIds.length] as number,
    }));
  });
  const left = leftOutGoals(goalLinks, size.goalsWithoutCluster ?? 0);
  await insertAll(
    goalLinks.filter((link) => !left.has(link.learningGoalId)),
    (batch) => tx.insert(clusterGoals).values(batch),
  );
}

/** Subjects; every third cluster belongs to one. */
async function insertSubjects(
  { tx, educationId, size }: Target,
  clusterIds: number[],
): Promise<void> {
  const subjectRows = Array.from({ length: size.subjects }, (_, s) => ({
    educationId,
    position: s + 1,
    title:
      pick(SUBJECTS, s) + (s >= SUBJECTS.length ? ` ${Math.floor(s / SUBJECTS.length) + 1}` : ''),
    details: s % 3 === 0 ? 'Generiek onderdeel, landelijk geëxamineerd.' : null,
  }));
  const subjectIds =
    subjectRows.length === 0
      ? []
      : (await tx.insert(subjects).values(subjectRows).returning({ id: subjects.id })).map(
          (row) => row.id,
        );
  // Every third cluster belongs to a subject.
  const subjectLinks =
    subjectIds.length === 0
      ? []
      : clusterIds.flatMap((clusterId, i) =>
          i % 3 === 0 ? [{ clusterId, subjectId: pick(subjectIds, i / 3) }] : [],
        );
  await insertAll(subjectLinks, (batch) => tx.insert(clusterSubjects).values(batch));
}

/** Cluster groups, with ten clusters each from different parts of the list. */
async function insertClusterGroups(
  { tx, educationId, size }: Target,
  clusterIds: number[],
): Promise<void> {
  const groupRows = Array.from({ length: size.clusterGroups }, (_, g) => ({
    educationId,
    position: g + 1,
    title: `${pick(GROUPS, g)}${g >= GROUPS.length ? ` ${g + 1}` : ''}`,
    details: g === 0 ? 'De clusters die elke student volgt.' : null,
  }));
  const groupIds =
    groupRows.length === 0
      ? []
      : (await tx.insert(clusterGroups).values(groupRows).returning({ id: clusterGroups.id })).map(
          (row) => row.id,
        );
  // Ten clusters per group, from different parts of the list.
  const memberLinks = groupIds.flatMap((clusterGroupId, g) =>
    clusterIds
      .filter((_, i) => i % Math.max(groupIds.length, 1) === g)
      .slice(0, 10)
      .map((clusterId) => ({ clusterGroupId, clusterId })),
  );
  await insertAll(memberLinks, (batch) => tx.insert(clusterGroupMembers).values(batch));
}

/** Elective subjects, with four clusters each from the end of the list. */
async function insertElectives(
  { tx, educationId, size }: Target,
  clusterIds: number[],
): Promise<void> {
  const electiveRows = Array.from({ length: size.electives }, (_, e) => ({
    educationId,
    position: e + 1,
    title: `Keuzedeel ${pick(ELECTIVES, e)}${e >= ELECTIVES.length ? ` ${e + 1}` : ''}`,
    details: e === 0 ? 'Kies één van de clusters.' : null,
    defaultEcts: e % 2 === 0 ? '2.5' : null,
  }));
  const electiveIds =
    electiveRows.length === 0
      ? []
      : (
          await tx
            .insert(electiveSubjects)
            .values(electiveRows)
            .returning({ id: electiveSubjects.id })
        ).map((row) => row.id);
  // Four clusters per elective, taken from the end of the list.
  const electiveLinks = electiveIds.flatMap((electiveSubjectId, e) =>
    clusterIds
      .slice()
      .reverse()
      .filter((_, i) => i % Math.max(electiveIds.length, 1) === e)
      .slice(0, 4)
      .map((clusterId) => ({ electiveSubjectId, clusterId })),
  );
  await insertAll(electiveLinks, (batch) => tx.insert(electiveClusters).values(batch));
}
