import { useCallback, useState } from 'react';
import type { TDesign } from '@cp/contracts';
import { competenceKey, outcomeKey } from './tree-rows';

/**
 * The first competence starts open with its learning outcomes; the rest starts closed, so a
 * large design (30 competences, 600 learning goals) opens on what is looked at first.
 */
function initiallyOpen(design: TDesign): Set<string> {
  const first = design.competences[0];
  if (!first) return new Set();
  return new Set([
    competenceKey(first.id),
    ...design.learning_outcomes
      .filter((outcome) => outcome.competence_id === first.id)
      .map((outcome) => outcomeKey(outcome.id)),
  ]);
}

/** Which competences and learning outcomes of the tree are open. */
export function useOpenRows(design: TDesign) {
  const [open, setOpen] = useState(() => initiallyOpen(design));
  const toggle = useCallback((key: string, children: readonly string[] = []) => {
    setOpen((current) => {
      const next = new Set(current);
      if (next.has(key)) next.delete(key);
      else for (const opened of [key, ...children]) next.add(opened);
      return next;
    });
  }, []);
  // All at once is up to 780 rows; only the few in view are rendered (TreeWindow).
  const expandAll = () =>
    setOpen(
      new Set([
        ...design.competences.map((competence) => competenceKey(competence.id)),
        ...design.learning_outcomes.map((outcome) => outcomeKey(outcome.id)),
      ]),
    );
  const collapseAll = () => setOpen(new Set());
  /** Opens the parents of a saved item, so it can be seen. */
  const openParents = (parents: { competence?: number; outcome?: number }) =>
    setOpen((current) => {
      const next = new Set(current);
      if (parents.competence !== undefined) next.add(competenceKey(parents.competence));
      if (parents.outcome !== undefined) next.add(outcomeKey(parents.outcome));
      return next;
    });
  return { open, toggle, expandAll, collapseAll, openParents };
}
