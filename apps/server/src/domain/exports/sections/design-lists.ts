import type { TCluster } from '@cp/contracts';
import type { DocBlock } from '../document';
import type { DesignIndex } from './design-index';
import {
  clusterCode,
  decimal,
  integer,
  listCell,
  optional,
  text,
  type DesignWords,
} from './design-words';
import { decimalOf } from './words';

/*
 * The lists of the design: clusters (the units that get planned) in two tables — what they are
 * and hold, then their long texts, so neither is too wide for a page — and the cluster groups,
 * subjects and elective subjects with the clusters in them. Credits and weeks stay numbers.
 */

function clusterBlocks(index: DesignIndex, words: DesignWords): DocBlock[] {
  const { texts } = words;
  const { clusters } = index.design;
  const heading = words.title('cluster', 'plural');
  const empty = texts.empty(words.word('cluster', 'plural'));
  return [
    { kind: 'heading', level: 2, text: heading },
    words.table({
      sheet: heading,
      caption: texts.overview,
      columns: [
        text(texts.index, 1),
        text(texts.titleColumn, 3),
        text(texts.shortTitle, 1.5),
        decimal(words.title('credit', 'plural'), 1.2),
        integer(texts.weeks, 1),
        text(words.title('cluster_group', 'plural'), 2),
        text(words.title('subject', 'plural'), 2),
        text(words.title('learning_goal', 'plural'), 2.5),
      ],
      rows: clusters.map((cluster) => [
        cluster.index,
        cluster.title,
        cluster.short_title,
        decimalOf(cluster.ects),
        cluster.cluster_width,
        listCell((index.groupsOfCluster.get(cluster.id) ?? []).map((group) => group.title)),
        listCell((index.subjectsOfCluster.get(cluster.id) ?? []).map((subject) => subject.title)),
        listCell((index.goalsOfCluster.get(cluster.id) ?? []).map((goal) => goal.index)),
      ]),
      emptyText: empty,
    }),
    words.table({
      sheet: texts.detailsOf(heading),
      caption: texts.detailsCaption(words.title('description', 'singular')),
      columns: [
        text(texts.index, 1),
        text(texts.shortTitle, 1.5),
        text(texts.courseCode, 1.5),
        text(texts.coordinator, 2),
        text(texts.requirements, 3),
        text(words.title('description', 'singular'), 5),
      ],
      rows: clusters.map((cluster) => [
        cluster.index,
        cluster.short_title,
        optional(cluster.course_code),
        optional(cluster.coordinator),
        optional(cluster.requirements),
        cluster.details,
      ]),
      emptyText: empty,
    }),
  ];
}

/** A named list (cluster groups, subjects, electives): heading and one table. */
function namedListBlocks<T extends { id: number; title: string; details: string | null }>(
  words: DesignWords,
  options: {
    heading: string;
    emptyItems: string;
    items: readonly T[];
    clustersOf: (item: T) => readonly TCluster[];
    /** The elective's default credits, between the description and the clusters. */
    credits?: (item: T) => number | null;
  },
): DocBlock[] {
  const { texts } = words;
  const { heading, items, clustersOf, credits } = options;
  const clusters = words.title('cluster', 'plural');
  return [
    { kind: 'heading', level: 2, text: heading },
    words.table({
      sheet: heading,
      columns: [
        text(texts.titleColumn, 2.5),
        text(words.title('description', 'singular'), 4),
        ...(credits ? [decimal(texts.defaultOf(words.word('credit', 'plural')), 1.5)] : []),
        integer(texts.countOf(words.word('cluster', 'plural')), 1.2),
        text(clusters, 4),
      ],
      rows: items.map((item) => {
        const members = clustersOf(item);
        return [
          item.title,
          optional(item.details),
          ...(credits ? [credits(item)] : []),
          members.length,
          listCell(members.map(clusterCode)),
        ];
      }),
      emptyText: texts.empty(options.emptyItems),
    }),
  ];
}

/** Clusters, cluster groups, subjects and elective subjects. */
export function designListBlocks(index: DesignIndex, words: DesignWords): DocBlock[] {
  const { design } = index;
  const none: readonly TCluster[] = [];
  return [
    ...clusterBlocks(index, words),
    ...namedListBlocks(words, {
      heading: words.title('cluster_group', 'plural'),
      emptyItems: words.word('cluster_group', 'plural'),
      items: design.cluster_groups,
      clustersOf: (group) => index.clustersOfGroup.get(group.id) ?? none,
    }),
    ...namedListBlocks(words, {
      heading: words.title('subject', 'plural'),
      emptyItems: words.word('subject', 'plural'),
      items: design.subjects,
      clustersOf: (subject) => index.clustersOfSubject.get(subject.id) ?? none,
    }),
    ...namedListBlocks(words, {
      heading: words.title('elective_subject', 'plural'),
      emptyItems: words.word('elective_subject', 'plural'),
      items: design.electives,
      clustersOf: (elective) => index.clustersOfElective.get(elective.id) ?? none,
      credits: (elective) => decimalOf(elective.default_ects),
    }),
  ];
}
