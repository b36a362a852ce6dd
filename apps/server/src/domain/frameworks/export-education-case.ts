import type { TLanguage, TNamingTerm } from '@cp/contracts';
import type { DbOrTx } from '../../db/client';
import { loadDesign } from '../design/load-design';
import { requireEducation } from '../educations/require-education';
import type { LocationScope } from '../locations/location-scope';
import { getCustomTranslations } from '../naming/get-custom-translations';
import { writeCasePackage, type TCaseNode } from './write-case-package';

/**
 * An education's own competences, learning clusters, learning outcomes and goals as a CASE
 * package (docs/frameworks.md "Giving back"), so a programme can publish its learning outcomes.
 * Item types are the school's own names of the terms in the request's language; an item's index
 * is its code, its details the notes.
 */
export async function exportEducationCase(options: {
  db: DbOrTx;
  scope: LocationScope;
  educationId: number;
  language: TLanguage;
  /** Who publishes it: the location's name. */
  creator: string;
}): Promise<{ fileName: string; content: unknown }> {
  const { db, scope, educationId, language, creator } = options;
  const education = await requireEducation({ db, scope, educationId });
  const design = await loadDesign({ db, education });
  const { terms } = await getCustomTranslations({
    db,
    scope,
    place: { kind: 'education', educationId: education.id },
    language,
  });
  const type = (term: TNamingTerm) => {
    const word = terms[term].singular;
    return word.charAt(0).toLocaleUpperCase() + word.slice(1);
  };
  const key = (kind: string, id: number) => `education:${education.id}:${kind}:${id}`;
  const node = (
    kind: string,
    term: TNamingTerm,
    item: { id: number; index: string; title: string; details: string },
    parentKey: string,
  ): TCaseNode => ({
    key: key(kind, item.id),
    parentKey,
    statement: item.title,
    code: item.index,
    type: type(term),
    notes: item.details,
    levels: [],
  });
  const nodes: TCaseNode[] = [];
  for (const competence of design.competences) {
    nodes.push({ ...node('competence', 'competence', competence, ''), parentKey: null });
    const under = (outcomeClusterId: number | null) =>
      design.learning_outcomes.filter(
        (outcome) =>
          outcome.competence_id === competence.id &&
          outcome.learning_cluster_id === outcomeClusterId,
      );
    const addOutcomes = (parentKey: string, clusterId: number | null) => {
      for (const outcome of under(clusterId)) {
        nodes.push(node('outcome', 'learning_outcome', outcome, parentKey));
        for (const goal of design.learning_goals.filter(
          (g) => g.learning_outcome_id === outcome.id,
        )) {
          nodes.push(node('goal', 'learning_goal', goal, key('outcome', outcome.id)));
        }
      }
    };
    for (const cluster of design.learning_clusters.filter(
      (c) => c.competence_id === competence.id,
    )) {
      nodes.push(node('cluster', 'learning_cluster', cluster, key('competence', competence.id)));
      addOutcomes(key('cluster', cluster.id), cluster.id);
    }
    addOutcomes(key('competence', competence.id), null);
  }
  const content = writeCasePackage(
    {
      key: `education:${education.id}`,
      title: education.name,
      creator,
      description: '',
      version: '',
      language,
      changedAt: education.updatedAt,
    },
    nodes,
  );
  return { fileName: `${education.name}.json`, content };
}
