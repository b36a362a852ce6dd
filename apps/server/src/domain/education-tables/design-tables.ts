import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import {
  clusterGoals,
  clusterGroupMembers,
  clusterGroups,
  clusterSubjects,
  clusters,
  competences,
  electiveClusters,
  electiveSubjects,
  frameworkSuggestionDismissals,
  learningClusters,
  learningGoalFrameworkItems,
  learningGoals,
  learningOutcomes,
  subjects,
} from '../../db/schema';
import {
  educationTable,
  frameworkItemLink,
  ownedTables,
  type Columns,
  type EducationTable,
  type OwnedTable,
} from './owned-tables';

/*
 * The tables of an education's design (docs/design.md), declared once for backups
 * (backups/design-snapshot.ts) and duplicates (educations/copy-design.ts). The keys and field
 * names are the snapshot's JSON names: renaming one makes older backups unreadable (a new
 * snapshot version), adding one does not. Each entry comes after the entries it refers to.
 */

/** A design item table: an education table with a position (schema/design.ts). */
type ItemTable = EducationTable & { position: PgColumn };

/** An item table, its rows found by education_id, its id drawn anew on copy. */
const item = <const K extends string, T extends ItemTable, C extends Columns>(
  key: K,
  table: T,
  columns: C,
  refs: Partial<Record<keyof C & string, string>> = {},
) => educationTable(key, table, columns, refs);

/** A link table (pair key): both fields refer to items; its rows are found through `through`. */
function link<const K extends string, C extends Columns>(
  key: K,
  table: PgTable,
  columns: C,
  refs: Record<keyof C & string, string>,
  through: keyof C & string,
): OwnedTable<K, C> {
  return { key, table, columns, id: null, foundBy: { through }, refs, stamps: [] };
}

/**
 * Competences, learning clusters, outcomes and goals: index, title, details, level, and the
 * framework item each was made from.
 */
const described = <
  T extends
    typeof competences | typeof learningClusters | typeof learningOutcomes | typeof learningGoals,
>(
  table: T,
) => ({
  position: table.position,
  index: table.index,
  title: table.title,
  details: table.details,
  level: table.level,
  source_framework_item_id: table.sourceFrameworkItemId,
});

/** Subjects, cluster groups and electives: a title and optional details. */
const named = <T extends typeof subjects | typeof clusterGroups | typeof electiveSubjects>(
  table: T,
) => ({
  position: table.position,
  title: table.title,
  details: table.details,
});

export const DESIGN_TABLES = ownedTables([
  item('competences', competences, described(competences)),
  item(
    'learning_clusters',
    learningClusters,
    { ...described(learningClusters), competence_id: learningClusters.competenceId },
    { competence_id: 'competences' },
  ),
  item(
    'learning_outcomes',
    learningOutcomes,
    {
      ...described(learningOutcomes),
      competence_id: learningOutcomes.competenceId,
      learning_cluster_id: learningOutcomes.learningClusterId,
    },
    { competence_id: 'competences', learning_cluster_id: 'learning_clusters' },
  ),
  item(
    'learning_goals',
    learningGoals,
    {
      ...described(learningGoals),
      learning_outcome_id: learningGoals.learningOutcomeId,
      // Older snapshots lack both: not withdrawn, every track.
      withdrawn: learningGoals.withdrawn,
      track: learningGoals.track,
    },
    { learning_outcome_id: 'learning_outcomes' },
  ),
  item('clusters', clusters, {
    position: clusters.position,
    index: clusters.index,
    title: clusters.title,
    short_title: clusters.shortTitle,
    details: clusters.details,
    /** numeric as PostgreSQL writes it ("2.5"), exact. */
    ects: clusters.ects,
    course_code: clusters.courseCode,
    requirements: clusters.requirements,
    coordinator: clusters.coordinator,
    cluster_width: clusters.clusterWidth,
    color: clusters.color,
  }),
  item('subjects', subjects, named(subjects)),
  item('cluster_groups', clusterGroups, named(clusterGroups)),
  item('elective_subjects', electiveSubjects, {
    ...named(electiveSubjects),
    default_ects: electiveSubjects.defaultEcts,
  }),
  link(
    'cluster_goals',
    clusterGoals,
    { cluster_id: clusterGoals.clusterId, learning_goal_id: clusterGoals.learningGoalId },
    { cluster_id: 'clusters', learning_goal_id: 'learning_goals' },
    'cluster_id',
  ),
  link(
    'cluster_subjects',
    clusterSubjects,
    { cluster_id: clusterSubjects.clusterId, subject_id: clusterSubjects.subjectId },
    { cluster_id: 'clusters', subject_id: 'subjects' },
    'cluster_id',
  ),
  link(
    'cluster_group_members',
    clusterGroupMembers,
    {
      cluster_group_id: clusterGroupMembers.clusterGroupId,
      cluster_id: clusterGroupMembers.clusterId,
    },
    { cluster_group_id: 'cluster_groups', cluster_id: 'clusters' },
    'cluster_group_id',
  ),
  link(
    'elective_clusters',
    electiveClusters,
    {
      elective_subject_id: electiveClusters.electiveSubjectId,
      cluster_id: electiveClusters.clusterId,
    },
    { elective_subject_id: 'elective_subjects', cluster_id: 'clusters' },
    'elective_subject_id',
  ),
  frameworkItemLink(
    'learning_goal_framework_items',
    learningGoalFrameworkItems,
    {
      learning_goal_id: learningGoalFrameworkItems.learningGoalId,
      framework_item_id: learningGoalFrameworkItems.frameworkItemId,
    },
    'learning_goal_id',
    'learning_goals',
  ),
  frameworkItemLink(
    'framework_suggestion_dismissals',
    frameworkSuggestionDismissals,
    {
      learning_goal_id: frameworkSuggestionDismissals.learningGoalId,
      framework_item_id: frameworkSuggestionDismissals.frameworkItemId,
    },
    'learning_goal_id',
    'learning_goals',
  ),
]);
