import type { TCompetence, TLearningOutcome } from '@cp/contracts';
import type { DocBlock, DocCell } from '../document';
import type { DesignIndex } from './design-index';
import { clusterCode, integer, listCell, optional, text, type DesignWords } from './design-words';
import { formatNumber } from './words';

/*
 * The competence tree of the design: a summary of what the design holds, the competences in one
 * table (Excel needs their titles on a sheet too), then per competence a heading, its
 * description and a table of its learning outcomes, each followed by its learning goals with the
 * clusters that cover them.
 */

/** How many of each kind the design holds, and how many goals no cluster covers yet. */
export function summaryBlock(index: DesignIndex, words: DesignWords): DocBlock {
  const { design } = index;
  const count = (value: number) => formatNumber(words.language, value);
  // Withdrawn goals need no cluster (as in the health check).
  const uncovered = design.learning_goals.filter(
    (goal) => !goal.withdrawn && !index.clustersOfGoal.has(goal.id),
  );
  return {
    kind: 'facts',
    items: [
      { label: words.title('competence', 'plural'), value: count(design.competences.length) },
      {
        label: words.title('learning_cluster', 'plural'),
        value: count(design.learning_clusters.length),
      },
      {
        label: words.title('learning_outcome', 'plural'),
        value: count(design.learning_outcomes.length),
      },
      { label: words.title('learning_goal', 'plural'), value: count(design.learning_goals.length) },
      {
        label: words.texts.without(
          words.title('learning_goal', 'plural'),
          words.word('cluster', 'singular'),
        ),
        value: count(uncovered.length),
      },
      { label: words.title('cluster', 'plural'), value: count(design.clusters.length) },
      { label: words.title('cluster_group', 'plural'), value: count(design.cluster_groups.length) },
      { label: words.title('subject', 'plural'), value: count(design.subjects.length) },
      {
        label: words.title('elective_subject', 'plural'),
        value: count(design.electives.length),
      },
    ],
  };
}

/** Every competence on one row: number, title, description, level and what it holds. */
function competencesTable(index: DesignIndex, words: DesignWords): DocBlock {
  const { texts } = words;
  return words.table({
    sheet: words.title('competence', 'plural'),
    columns: [
      text(texts.index, 1),
      text(texts.titleColumn, 4),
      text(words.title('description', 'singular'), 5),
      text(texts.level, 1),
      integer(words.title('learning_outcome', 'plural'), 1.5),
      integer(words.title('learning_goal', 'plural'), 1.5),
    ],
    rows: index.design.competences.map((competence) => {
      const outcomes = index.outcomesOf.get(competence.id) ?? [];
      const goals = outcomes.reduce(
        (sum, outcome) => sum + (index.goalsOf.get(outcome.id)?.length ?? 0),
        0,
      );
      return [
        competence.index,
        competence.title,
        competence.details,
        optional(competence.level),
        outcomes.length,
        goals,
      ];
    }),
    emptyText: texts.empty(words.word('competence', 'plural')),
  });
}

/** An outcome's row, then one row per goal with the clusters that cover it. */
function outcomeRows(
  outcome: TLearningOutcome,
  index: DesignIndex,
  words: DesignWords,
): DocCell[][] {
  const learningCluster =
    outcome.learning_cluster_id === null
      ? undefined
      : index.learningClusterById.get(outcome.learning_cluster_id);
  const rows: DocCell[][] = [
    [
      outcome.index,
      words.title('learning_outcome', 'singular'),
      outcome.title,
      outcome.details,
      optional(outcome.level),
      learningCluster ? `${learningCluster.index} ${learningCluster.title}` : null,
      null,
    ],
  ];
  const goalKind = words.title('learning_goal', 'singular');
  for (const goal of index.goalsOf.get(outcome.id) ?? []) {
    // Its track and whether it is withdrawn follow the kind: "Leerdoel (havo, vervallen)".
    const marks = [goal.track, goal.withdrawn ? words.texts.withdrawn : null].filter(Boolean);
    rows.push([
      goal.index,
      marks.length > 0 ? `${goalKind} (${marks.join(', ')})` : goalKind,
      goal.title,
      goal.details,
      optional(goal.level),
      null,
      listCell((index.clustersOfGoal.get(goal.id) ?? []).map(clusterCode)),
    ]);
  }
  return rows;
}

/** One competence: heading, description, level and learning clusters, the outcomes table. */
function competenceBlocks(
  competence: TCompetence,
  index: DesignIndex,
  words: DesignWords,
): DocBlock[] {
  const { texts } = words;
  const blocks: DocBlock[] = [
    { kind: 'heading', level: 3, text: `${competence.index} ${competence.title}` },
    { kind: 'paragraph', text: competence.details },
  ];
  const facts: { label: string; value: string }[] = [];
  if (competence.level) facts.push({ label: texts.level, value: competence.level });
  const learningClusters = index.learningClustersOf.get(competence.id) ?? [];
  if (learningClusters.length > 0) {
    facts.push({
      label: words.title('learning_cluster', 'plural'),
      value: learningClusters.map((item) => `${item.index} ${item.title}`).join('; '),
    });
  }
  if (facts.length > 0) blocks.push({ kind: 'facts', items: facts });
  blocks.push(
    words.table({
      sheet: `${words.title('competence', 'singular')} ${competence.index}`,
      columns: [
        text(texts.index, 1),
        text(texts.kind, 1.5),
        text(texts.titleColumn, 3),
        text(words.title('description', 'singular'), 4),
        text(texts.level, 1),
        text(words.title('learning_cluster', 'singular'), 2),
        text(words.title('cluster', 'plural'), 2),
      ],
      rows: (index.outcomesOf.get(competence.id) ?? []).flatMap((outcome) =>
        outcomeRows(outcome, index, words),
      ),
      emptyText: texts.noneYet(words.word('learning_outcome', 'plural')),
    }),
  );
  return blocks;
}

/** The competences part of the design section. */
export function competenceTreeBlocks(index: DesignIndex, words: DesignWords): DocBlock[] {
  return [
    { kind: 'heading', level: 2, text: words.title('competence', 'plural') },
    competencesTable(index, words),
    ...index.design.competences.flatMap((competence) => competenceBlocks(competence, index, words)),
  ];
}
