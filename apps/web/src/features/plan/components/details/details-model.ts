import type { ComboboxData } from '@mantine/core';
import type { TFunction } from 'i18next';
import {
  catalogueItemName,
  type TCatalogueItem,
  type TCatalogueKind,
  type TCluster,
  type TDesign,
  type TEducationSector,
  type TPlanField,
  type TPlannedCluster,
  type TTermWords,
  type TYearPlan,
} from '@cp/contracts';
import type { TPlanScope } from '@/features/plan/api/plan-items';
import { capitalize } from '@/lib/use-terms';
import { decimalInputText } from '@/lib/number-format';

/** What every section of the details panel reads. */
export interface TDetails {
  scope: TPlanScope;
  plan: TYearPlan;
  planned: TPlannedCluster;
  /** The design cluster (index, title, goals); undefined while the design loads. */
  cluster: TCluster | undefined;
  design: TDesign | undefined;
  /** The location's test formats and activities, active or not (an old choice shows its name). */
  formats: TCatalogueItem[];
  activities: TCatalogueItem[];
  /** Whether the location shows this optional field (/admin/plan); all do until that is known. */
  shows: (field: TPlanField) => boolean;
  readOnly: boolean;
  language: string;
  /**
   * The sector of the education (VO, MBO, HO): the test plan's words follow it ("schoolexamen",
   * "examen", "tentamen"). Null until the education is known.
   */
  sector: TEducationSector | null;
}

export const catalogueName = (kind: TCatalogueKind, item: TCatalogueItem, language: string) =>
  catalogueItemName(kind, item, language);

/** The weeks of a range as options of a week select ("Week 3", ...). */
export function weekOptions(
  range: { start_week: number; end_week: number },
  t: TFunction,
): { value: string; label: string }[] {
  const options = [];
  for (let week = range.start_week; week <= range.end_week; week += 1) {
    options.push({ value: String(week), label: t('planItems.weekOption', { week }) });
  }
  return options;
}

/** "week 3" or "week 3–6". */
export const weeksLabel = (t: TFunction, start: number, end: number) =>
  start === end ? t('planItems.week', { week: start }) : t('planItems.weeks', { start, end });

/**
 * The learning goals of the education for a picker: the cluster's own goals first (those a test
 * or link of it most likely covers), then every other goal grouped by its learning outcome (with
 * its competence). A withdrawn goal is offered only to an item that covers it already (`kept`: it
 * may keep it, never gain it; docs/design.md "Goal status"), marked as withdrawn.
 */
export function goalOptions(
  design: TDesign | undefined,
  first: readonly number[],
  t: TFunction,
  terms: TTermWords,
  kept: readonly number[] = [],
): ComboboxData {
  if (!design) return [];
  const withdrawn = t('design.tree.withdrawnBadge');
  const label = (goal: TDesign['learning_goals'][number]) =>
    goal.withdrawn ? `${goal.index} ${goal.title} (${withdrawn})` : `${goal.index} ${goal.title}`;
  const own = new Set(first);
  const keep = new Set(kept);
  const offered = design.learning_goals.filter((goal) => !goal.withdrawn || keep.has(goal.id));
  const goals = new Map(offered.map((goal) => [goal.id, goal]));
  const ownItems = first.flatMap((id) => {
    const goal = goals.get(id);
    return goal ? [{ value: String(goal.id), label: label(goal) }] : [];
  });
  const competences = new Map(design.competences.map((c) => [c.id, c]));
  const byOutcome = new Map<number, { value: string; label: string }[]>();
  for (const goal of offered) {
    if (own.has(goal.id)) continue;
    const list = byOutcome.get(goal.learning_outcome_id) ?? [];
    list.push({ value: String(goal.id), label: label(goal) });
    byOutcome.set(goal.learning_outcome_id, list);
  }
  const groups = design.learning_outcomes.flatMap((outcome) => {
    const items = byOutcome.get(outcome.id);
    if (!items) return [];
    const competence = competences.get(outcome.competence_id);
    const prefix = competence ? `${competence.index} › ` : '';
    return [{ group: `${prefix}${outcome.index} ${outcome.title}`, items }];
  });
  if (ownItems.length === 0) return groups;
  return [
    {
      group: capitalize(
        t('planItems.ownGoals', { learningGoals: terms.learningGoals, cluster: terms.cluster }),
      ),
      items: ownItems,
    },
    ...groups,
  ];
}

/** The goals' "index title" for a list row, in the design's order. */
export function goalLabels(design: TDesign | undefined, ids: readonly number[]): string[] {
  if (!design) return [];
  const chosen = new Set(ids);
  return design.learning_goals
    .filter((goal) => chosen.has(goal.id))
    .map((goal) => `${goal.index} ${goal.title}`);
}

/**
 * A decimal of the server ("1.50", numeric as text) as the user writes it in a form field:
 * without trailing zeros, in the language's format ("1,5" in Dutch). The server takes both
 * separators (parseDecimal of @cp/contracts).
 */
export function decimalText(value: string | null, language: string): string {
  return decimalInputText(value, language);
}
