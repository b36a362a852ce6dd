import type { THealthItem } from '@cp/contracts';
import type { TAnalysisLinks } from './tabs/tab-props';

/*
 * Where a finding is mended (docs/analysis.md "Links"): the plan of a year with a planned
 * cluster's details open (`/plan/{year}?geplandcluster={id}`, read by the plan board), or the
 * design with one goal or cluster in view (`/ontwerp?doel={id}` / `/ontwerp?cluster={id}`, read by
 * the design screen).
 */

export const PLANNED_CLUSTER_PARAM = 'geplandcluster';
export const GOAL_PARAM = 'doel';
export const CLUSTER_PARAM = 'cluster';
/** The framework the analysis screen's frameworks tab shows (`/analyse?tab=frameworks&framework=12`). */
export const FRAMEWORK_PARAM = 'framework';

/** The coverage of one framework on the analysis screen, where a framework finding is mended. */
export const frameworkCoverageHref = (frameworkId: number) =>
  `/analyse?tab=frameworks&${FRAMEWORK_PARAM}=${frameworkId}`;

export const ANALYSIS_LINKS: TAnalysisLinks = {
  plan: (yearId, plannedClusterId) =>
    plannedClusterId == null
      ? `/plan/${yearId}`
      : `/plan/${yearId}?${PLANNED_CLUSTER_PARAM}=${plannedClusterId}`,
  design: (item) =>
    item === undefined
      ? '/ontwerp'
      : `/ontwerp?${item.kind === 'goal' ? GOAL_PARAM : CLUSTER_PARAM}=${item.id}`,
};

/**
 * A health item's place of repair. A goal is mended where it lives: in the design (put it in a
 * cluster), or, when the finding names the planned cluster that should test it, in that plan; a
 * test, link, activity or planned cluster in its planned cluster's details; a week or a year in
 * that year's plan. An item without a year (a design-wide finding) goes to the design. A
 * framework item goes to its framework's coverage on the analysis screen.
 */
export function healthItemHref(item: THealthItem, links: TAnalysisLinks = ANALYSIS_LINKS): string {
  if (item.kind === 'framework_item' && item.framework_id !== undefined) {
    return frameworkCoverageHref(item.framework_id);
  }
  if (item.kind === 'goal' && item.planned_cluster_id === null) {
    return links.design({ kind: 'goal', id: item.id });
  }
  if (item.year_id === null) {
    return item.kind === 'goal' ? links.design({ kind: 'goal', id: item.id }) : links.design();
  }
  return links.plan(item.year_id, item.planned_cluster_id);
}
