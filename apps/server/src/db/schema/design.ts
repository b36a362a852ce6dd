import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  numeric,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { educations } from './educations';
import { frameworkItems } from './frameworks';

/*
 * The design of an education (docs/design.md): competences -> (learning clusters) -> learning
 * outcomes -> learning goals; clusters (the units that get planned) with the goals they address
 * and the subjects they belong to; cluster groups; elective subjects (choice slots of clusters).
 *
 * Every item has `position` (its place in its list, 1..n, what drag and drop changes) and most
 * have `index`, the school's own ordering number ("1.2.3"), unique within its list. Every row
 * carries `education_id`, so tenancy, backups and the design load are one indexed equality.
 * Link tables have their pair as primary key: an item cannot be linked twice (docs/design.md).
 */

const base = {
  id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
  educationId: integer('education_id')
    .notNull()
    .references(() => educations.id, { onDelete: 'cascade' }),
  position: integer('position').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
};

const described = {
  index: text('index').notNull(),
  title: text('title').notNull(),
  details: text('details').notNull(),
  level: text('level'),
  /**
   * The framework item it was made from (docs/frameworks.md "Starting a design"). No foreign key
   * on purpose: it only remembers where the item came from, a framework deleted later leaves it
   * pointing nowhere (read with a left join), and a backup restored after that must not fail on it.
   */
  sourceFrameworkItemId: integer('source_framework_item_id'),
};

export const competences = pgTable('competences', { ...base, ...described }, (t) => [
  index('competences_education_id_idx').on(t.educationId),
  uniqueIndex('competences_education_id_index_unique').on(t.educationId, t.index),
]);

/** An optional grouping of learning outcomes within a competence. */
export const learningClusters = pgTable(
  'learning_clusters',
  {
    ...base,
    competenceId: integer('competence_id')
      .notNull()
      .references(() => competences.id, { onDelete: 'cascade' }),
    ...described,
  },
  (t) => [
    index('learning_clusters_education_id_idx').on(t.educationId),
    uniqueIndex('learning_clusters_competence_id_index_unique').on(t.competenceId, t.index),
  ],
);

export const learningOutcomes = pgTable(
  'learning_outcomes',
  {
    ...base,
    competenceId: integer('competence_id')
      .notNull()
      .references(() => competences.id, { onDelete: 'cascade' }),
    // Removing a learning cluster keeps its outcomes, ungrouped.
    learningClusterId: integer('learning_cluster_id').references(() => learningClusters.id, {
      onDelete: 'set null',
    }),
    ...described,
  },
  (t) => [
    index('learning_outcomes_education_id_idx').on(t.educationId),
    index('learning_outcomes_learning_cluster_id_idx').on(t.learningClusterId),
    uniqueIndex('learning_outcomes_competence_id_index_unique').on(t.competenceId, t.index),
  ],
);

export const learningGoals = pgTable(
  'learning_goals',
  {
    ...base,
    learningOutcomeId: integer('learning_outcome_id')
      .notNull()
      .references(() => learningOutcomes.id, { onDelete: 'cascade' }),
    ...described,
    /**
     * Vervallen: kept with its history and links, but linked to nothing new and left out of the
     * analysis and framework coverage (docs/design.md "Rules").
     */
    withdrawn: boolean('withdrawn').notNull().default(false),
    /** The one track of a shared design it is for ("havo", "vwo"); null: every track. */
    track: text('track'),
  },
  (t) => [
    index('learning_goals_education_id_idx').on(t.educationId),
    uniqueIndex('learning_goals_learning_outcome_id_index_unique').on(t.learningOutcomeId, t.index),
  ],
);

/** A unit that gets planned: a course, module or project. */
export const clusters = pgTable(
  'clusters',
  {
    ...base,
    index: text('index').notNull(),
    title: text('title').notNull(),
    shortTitle: text('short_title').notNull(),
    details: text('details').notNull(),
    ects: numeric('ects', { precision: 6, scale: 1 }),
    courseCode: text('course_code'),
    requirements: text('requirements'),
    coordinator: text('coordinator'),
    /** Default length in weeks when planned. */
    clusterWidth: integer('cluster_width').notNull().default(1),
    color: text('color'),
  },
  (t) => [
    index('clusters_education_id_idx').on(t.educationId),
    uniqueIndex('clusters_education_id_index_unique').on(t.educationId, t.index),
    check('clusters_cluster_width_check', sql`${t.clusterWidth} between 1 and 60`),
  ],
);

export const subjects = pgTable(
  'subjects',
  { ...base, title: text('title').notNull(), details: text('details') },
  (t) => [index('subjects_education_id_idx').on(t.educationId)],
);

export const clusterGroups = pgTable(
  'cluster_groups',
  { ...base, title: text('title').notNull(), details: text('details') },
  (t) => [index('cluster_groups_education_id_idx').on(t.educationId)],
);

/** An elective subject, a choice slot: students pick from its clusters (docs/design.md "Model"). */
export const electiveSubjects = pgTable(
  'elective_subjects',
  {
    ...base,
    title: text('title').notNull(),
    details: text('details'),
    defaultEcts: numeric('default_ects', { precision: 6, scale: 1 }),
  },
  (t) => [index('elective_subjects_education_id_idx').on(t.educationId)],
);

/** The learning goals a cluster addresses; a goal can be covered by several clusters. */
export const clusterGoals = pgTable(
  'cluster_goals',
  {
    clusterId: integer('cluster_id')
      .notNull()
      .references(() => clusters.id, { onDelete: 'cascade' }),
    learningGoalId: integer('learning_goal_id')
      .notNull()
      .references(() => learningGoals.id, { onDelete: 'cascade' }),
  },
  (t) => [
    primaryKey({ name: 'cluster_goals_pk', columns: [t.clusterId, t.learningGoalId] }),
    index('cluster_goals_learning_goal_id_idx').on(t.learningGoalId),
  ],
);

export const clusterSubjects = pgTable(
  'cluster_subjects',
  {
    clusterId: integer('cluster_id')
      .notNull()
      .references(() => clusters.id, { onDelete: 'cascade' }),
    subjectId: integer('subject_id')
      .notNull()
      .references(() => subjects.id, { onDelete: 'cascade' }),
  },
  (t) => [
    primaryKey({ name: 'cluster_subjects_pk', columns: [t.clusterId, t.subjectId] }),
    index('cluster_subjects_subject_id_idx').on(t.subjectId),
  ],
);

export const clusterGroupMembers = pgTable(
  'cluster_group_members',
  {
    clusterGroupId: integer('cluster_group_id')
      .notNull()
      .references(() => clusterGroups.id, { onDelete: 'cascade' }),
    clusterId: integer('cluster_id')
      .notNull()
      .references(() => clusters.id, { onDelete: 'cascade' }),
  },
  (t) => [
    primaryKey({ name: 'cluster_group_members_pk', columns: [t.clusterGroupId, t.clusterId] }),
    index('cluster_group_members_cluster_id_idx').on(t.clusterId),
  ],
);

export const electiveClusters = pgTable(
  'elective_clusters',
  {
    electiveSubjectId: integer('elective_subject_id')
      .notNull()
      .references(() => electiveSubjects.id, { onDelete: 'cascade' }),
    clusterId: integer('cluster_id')
      .notNull()
      .references(() => clusters.id, { onDelete: 'cascade' }),
  },
  (t) => [
    primaryKey({ name: 'elective_clusters_pk', columns: [t.electiveSubjectId, t.clusterId] }),
    index('elective_clusters_cluster_id_idx').on(t.clusterId),
  ],
);

/*
 * The framework items a learning goal covers (docs/frameworks.md "Linking"). The item is a
 * foreign key that cascades: framework items are never deleted while their location exists (a
 * newer release withdraws them instead), so a link to a withdrawn item stays and is flagged, and a
 * backup restored later finds its items.
 */
export const learningGoalFrameworkItems = pgTable(
  'learning_goal_framework_items',
  {
    learningGoalId: integer('learning_goal_id')
      .notNull()
      .references(() => learningGoals.id, { onDelete: 'cascade' }),
    frameworkItemId: integer('framework_item_id')
      .notNull()
      .references(() => frameworkItems.id, { onDelete: 'cascade' }),
  },
  (t) => [
    primaryKey({
      name: 'learning_goal_framework_items_pk',
      columns: [t.learningGoalId, t.frameworkItemId],
    }),
    index('learning_goal_framework_items_item_idx').on(t.frameworkItemId),
  ],
);

/**
 * A suggested link the designer dismissed ("not this one"): it is not suggested again for that
 * goal. Kept with the goal (backups, copies) like its links.
 */
export const frameworkSuggestionDismissals = pgTable(
  'framework_suggestion_dismissals',
  {
    learningGoalId: integer('learning_goal_id')
      .notNull()
      .references(() => learningGoals.id, { onDelete: 'cascade' }),
    frameworkItemId: integer('framework_item_id')
      .notNull()
      .references(() => frameworkItems.id, { onDelete: 'cascade' }),
  },
  (t) => [
    primaryKey({
      name: 'framework_suggestion_dismissals_pk',
      columns: [t.learningGoalId, t.frameworkItemId],
    }),
    index('framework_suggestion_dismissals_item_idx').on(t.frameworkItemId),
  ],
);
