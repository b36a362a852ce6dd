import { and, eq, sql, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { TDesign, TDesignInput, TDesignKind } from '@cp/contracts';
import {
  clusterGoals,
  clusterGroupMembers,
  clusterGroups,
  clusters,
  clusterSubjects,
  competences,
  electiveClusters,
  electiveSubjects,
  learningClusters,
  learningGoals,
  learningOutcomes,
  plannedClusters,
  plannedElectives,
  planLinkGoals,
  planTestGoals,
  subjects,
} from '../../db/schema';
import { decimalText, linkedIds, qualified } from '../../db/sql-fragments';

/*
 * The registry of design kinds (docs/design.md): per kind its table, the list it sits in, its
 * parents, how input becomes a row and a row becomes an answer, and its link tables. The routes
 * and domain functions (load-design.ts, create-design-item.ts and the other changes with
 * design-item-rows.ts) are generic over this table.
 */

/** A link table seen from one owner: `owner` holds the owner's id, `other` the linked id. */
export type LinkSpec = {
  /** The input and answer field with the linked ids. */
  field: 'goal_ids' | 'subject_ids' | 'cluster_ids';
  table: PgTable;
  owner: PgColumn;
  other: PgColumn;
  /** The table of the linked items (to check they are of this education). */
  target: { table: PgTable; id: PgColumn; educationId: PgColumn };
};

/** A parent an item must have in the same education; `where` narrows beyond id + education. */
export type ParentCheck = {
  field: string;
  id: number;
  table: PgTable;
  idColumn: PgColumn;
  educationId: PgColumn;
  where?: SQL;
};

/** Input as parsed by DESIGN_INPUT_SCHEMAS[kind] for the same kind. */
type AnyInput = TDesignInput<TDesignKind>;

export type KindSpec = {
  kind: TDesignKind;
  /** The key of the whole design answer (TDesign) that holds this kind's list. */
  key: keyof TDesign;
  table: PgTable;
  id: PgColumn;
  educationId: PgColumn;
  position: PgColumn;
  updatedAt: PgColumn;
  /** The column that splits the education's items into lists (null: one list per education). */
  listColumn: PgColumn | null;
  /** The list value of an input (the parent id), for kinds with a listColumn. */
  listOf: (input: AnyInput) => number | null;
  /** The column of the index ("1.2.3") and its unique index, for kinds that have one. */
  index: { column: PgColumn; constraint: string } | null;
  /** The parents to check for an input (same education, and more where `where` says). */
  parents: (input: AnyInput, educationId: number) => ParentCheck[];
  /** The row values of an input, in the table's TS keys (without education, position, links). */
  toRow: (input: AnyInput) => Record<string, unknown>;
  /** The answer of one item, for select(): answer field -> column or SQL (links aggregated). */
  answer: Record<string, PgColumn | SQL>;
  links: LinkSpec[];
};

const described = (table: typeof competences | typeof learningClusters) => ({
  id: table.id,
  position: table.position,
  index: table.index,
  title: table.title,
  details: table.details,
  level: table.level,
});

const describedRow = (input: {
  index: string;
  title: string;
  details: string;
  level: null | string;
}) => ({
  index: input.index,
  title: input.title,
  details: input.details,
  level: input.level,
});

const common = <
  T extends { id: PgColumn; educationId: PgColumn; position: PgColumn; updatedAt: PgColumn },
>(
  table: T,
) => ({
  table: table as unknown as PgTable,
  id: table.id,
  educationId: table.educationId,
  position: table.position,
  updatedAt: table.updatedAt,
});

/**
 * Defines one kind; `toRow`/`parents`/`listOf` get the input typed for the kind. The registry
 * stores them erased (AnyInput): the routes parse the body with DESIGN_INPUT_SCHEMAS[kind] of the
 * same kind before they call them, so the cast below holds.
 */
function define<K extends TDesignKind>(
  kind: K,
  spec: Omit<KindSpec, 'kind' | 'toRow' | 'parents' | 'listOf'> & {
    toRow: (input: TDesignInput<K>) => Record<string, unknown>;
    parents?: (input: TDesignInput<K>, educationId: number) => ParentCheck[];
    listOf?: (input: TDesignInput<K>) => number;
  },
): KindSpec {
  return {
    ...spec,
    kind,
    toRow: (input) => spec.toRow(input as TDesignInput<K>),
    parents: (input, educationId) => spec.parents?.(input as TDesignInput<K>, educationId) ?? [],
    listOf: (input) => spec.listOf?.(input as TDesignInput<K>) ?? null,
  };
}

const competenceParent = (id: number): ParentCheck => ({
  field: 'competence_id',
  id,
  table: competences,
  idColumn: competences.id,
  educationId: competences.educationId,
});

const goalLinks = {
  table: clusterGoals,
  owner: clusterGoals.clusterId,
  other: clusterGoals.learningGoalId,
};
const subjectLinks = {
  table: clusterSubjects,
  owner: clusterSubjects.clusterId,
  other: clusterSubjects.subjectId,
};
const groupLinks = {
  table: clusterGroupMembers,
  owner: clusterGroupMembers.clusterGroupId,
  other: clusterGroupMembers.clusterId,
};
const electiveLinks = {
  table: electiveClusters,
  owner: electiveClusters.electiveSubjectId,
  other: electiveClusters.clusterId,
};
/** "table"."column", also where drizzle would leave a column of a one-table select bare. */

/**
 * How many rows of `table` point at the owner row (one correlated count subquery on an indexed
 * column, like linkedIds): what the plan holds of a design item, so the delete dialog can warn
 * before the cascade takes it (docs/design.md "Delete"). Qualified: a bare "id" in the subquery
 * would be the plan table's own id, not the owner's.
 */
const countOf = (table: PgTable, owner: PgColumn, ownerId: PgColumn): SQL<number> =>
  sql<number>`(select count(*)::int from ${table} where ${qualified(owner)} = ${qualified(ownerId)})`;

const clusterTarget = { table: clusters, id: clusters.id, educationId: clusters.educationId };

/** From a learning goal: the clusters that cover it (the other direction of cluster_goals). */
export const GOAL_CLUSTER_LINKS: LinkSpec = {
  field: 'cluster_ids',
  table: clusterGoals,
  owner: clusterGoals.learningGoalId,
  other: clusterGoals.clusterId,
  target: clusterTarget,
};

export const DESIGN_KIND_SPECS: Record<TDesignKind, KindSpec> = {
  competences: define('competences', {
    ...common(competences),
    key: 'competences',
    listColumn: null,
    index: { column: competences.index, constraint: 'competences_education_id_index_unique' },
    toRow: describedRow,
    answer: described(competences),
    links: [],
  }),

  'learning-clusters': define('learning-clusters', {
    ...common(learningClusters),
    key: 'learning_clusters',
    listColumn: learningClusters.competenceId,
    listOf: (input) => input.competence_id,
    index: {
      column: learningClusters.index,
      constraint: 'learning_clusters_competence_id_index_unique',
    },
    parents: (input) => [competenceParent(input.competence_id)],
    toRow: (input) => ({ ...describedRow(input), competenceId: input.competence_id }),
    answer: { ...described(learningClusters), competence_id: learningClusters.competenceId },
    links: [],
  }),

  'learning-outcomes': define('learning-outcomes', {
    ...common(learningOutcomes),
    key: 'learning_outcomes',
    listColumn: learningOutcomes.competenceId,
    listOf: (input) => input.competence_id,
    index: {
      column: learningOutcomes.index,
      constraint: 'learning_outcomes_competence_id_index_unique',
    },
    parents: (input) => [
      competenceParent(input.competence_id),
      ...(input.learning_cluster_id === null
        ? []
        : [
            {
              field: 'learning_cluster_id',
              id: input.learning_cluster_id,
              table: learningClusters,
              idColumn: learningClusters.id,
              educationId: learningClusters.educationId,
              // The grouping must be one of the same competence.
              where: eq(learningClusters.competenceId, input.competence_id),
            },
          ]),
    ],
    toRow: (input) => ({
      ...describedRow(input),
      competenceId: input.competence_id,
      learningClusterId: input.learning_cluster_id,
    }),
    answer: {
      id: learningOutcomes.id,
      position: learningOutcomes.position,
      index: learningOutcomes.index,
      title: learningOutcomes.title,
      details: learningOutcomes.details,
      level: learningOutcomes.level,
      competence_id: learningOutcomes.competenceId,
      learning_cluster_id: learningOutcomes.learningClusterId,
    },
    links: [],
  }),

  'learning-goals': define('learning-goals', {
    ...common(learningGoals),
    key: 'learning_goals',
    listColumn: learningGoals.learningOutcomeId,
    listOf: (input) => input.learning_outcome_id,
    index: {
      column: learningGoals.index,
      constraint: 'learning_goals_learning_outcome_id_index_unique',
    },
    parents: (input) => [
      {
        field: 'learning_outcome_id',
        id: input.learning_outcome_id,
        table: learningOutcomes,
        idColumn: learningOutcomes.id,
        educationId: learningOutcomes.educationId,
      },
    ],
    toRow: (input) => ({
      ...describedRow(input),
      learningOutcomeId: input.learning_outcome_id,
      withdrawn: input.withdrawn,
      track: input.track,
    }),
    answer: {
      id: learningGoals.id,
      position: learningGoals.position,
      index: learningGoals.index,
      title: learningGoals.title,
      details: learningGoals.details,
      level: learningGoals.level,
      learning_outcome_id: learningGoals.learningOutcomeId,
      withdrawn: learningGoals.withdrawn,
      track: learningGoals.track,
      // Plan tests and plan links that cover the goal; both lose it when the goal goes.
      plan_coverage_count: sql<number>`${countOf(
        planTestGoals,
        planTestGoals.learningGoalId,
        learningGoals.id,
      )} + ${countOf(planLinkGoals, planLinkGoals.learningGoalId, learningGoals.id)}`,
    },
    links: [],
  }),

  clusters: define('clusters', {
    ...common(clusters),
    key: 'clusters',
    listColumn: null,
    index: { column: clusters.index, constraint: 'clusters_education_id_index_unique' },
    toRow: (input) => ({
      index: input.index,
      title: input.title,
      shortTitle: input.short_title,
      details: input.details,
      ects: input.ects,
      courseCode: input.course_code,
      requirements: input.requirements,
      coordinator: input.coordinator,
      clusterWidth: input.cluster_width,
      color: input.color,
    }),
    answer: {
      id: clusters.id,
      position: clusters.position,
      index: clusters.index,
      title: clusters.title,
      short_title: clusters.shortTitle,
      details: clusters.details,
      ects: decimalText(clusters.ects),
      course_code: clusters.courseCode,
      requirements: clusters.requirements,
      coordinator: clusters.coordinator,
      cluster_width: clusters.clusterWidth,
      color: clusters.color,
      goal_ids: linkedIds(goalLinks, clusters.id),
      subject_ids: linkedIds(subjectLinks, clusters.id),
      // Its planned clusters in every year (at most one per year), with all they hold.
      planned_count: countOf(plannedClusters, plannedClusters.clusterId, clusters.id),
    },
    links: [
      {
        field: 'goal_ids',
        ...goalLinks,
        target: {
          table: learningGoals,
          id: learningGoals.id,
          educationId: learningGoals.educationId,
        },
      },
      {
        field: 'subject_ids',
        ...subjectLinks,
        target: { table: subjects, id: subjects.id, educationId: subjects.educationId },
      },
    ],
  }),

  subjects: define('subjects', {
    ...common(subjects),
    key: 'subjects',
    listColumn: null,
    index: null,
    toRow: (input) => ({ title: input.title, details: input.details }),
    answer: {
      id: subjects.id,
      position: subjects.position,
      title: subjects.title,
      details: subjects.details,
    },
    links: [],
  }),

  'cluster-groups': define('cluster-groups', {
    ...common(clusterGroups),
    key: 'cluster_groups',
    listColumn: null,
    index: null,
    toRow: (input) => ({ title: input.title, details: input.details }),
    answer: {
      id: clusterGroups.id,
      position: clusterGroups.position,
      title: clusterGroups.title,
      details: clusterGroups.details,
      cluster_ids: linkedIds(groupLinks, clusterGroups.id),
    },
    links: [{ field: 'cluster_ids', ...groupLinks, target: clusterTarget }],
  }),

  electives: define('electives', {
    ...common(electiveSubjects),
    key: 'electives',
    listColumn: null,
    index: null,
    toRow: (input) => ({
      title: input.title,
      details: input.details,
      defaultEcts: input.default_ects,
    }),
    answer: {
      id: electiveSubjects.id,
      position: electiveSubjects.position,
      title: electiveSubjects.title,
      details: electiveSubjects.details,
      default_ects: decimalText(electiveSubjects.defaultEcts),
      cluster_ids: linkedIds(electiveLinks, electiveSubjects.id),
      // Its slots in the plan (at most one per year); their choices go with them.
      planned_count: countOf(
        plannedElectives,
        plannedElectives.electiveSubjectId,
        electiveSubjects.id,
      ),
    },
    links: [{ field: 'cluster_ids', ...electiveLinks, target: clusterTarget }],
  }),
};

/** The condition "in this item's list": same education and, where lists split, same parent. */
export function listWhere(spec: KindSpec, educationId: number, listValue: number | null): SQL {
  const inEducation = eq(spec.educationId, educationId);
  if (!spec.listColumn || listValue === null) return inEducation;
  return and(inEducation, eq(spec.listColumn, listValue)) as SQL;
}
