import { readFileSync } from 'node:fs';

/*
 * The hand-linked sample of learning goals (test/fixtures/framework-goal-sample.json): goals
 * written by the team as Dutch schools phrase their own, each with the framework item a teacher
 * would link it to. The suggestions' test and the bench (scripts/bench/framework-suggestions.mjs)
 * read it.
 */

export type TSampleGoal = {
  /** The framework's code in the sample ("INF/havo"), a key of `frameworks`. */
  framework: string;
  title: string;
  item: { code: string; source_id: string };
};

export type TGoalSample = {
  frameworks: Record<string, { source_kind: string; source_key: string; title: string }>;
  goals: TSampleGoal[];
};

export const GOAL_SAMPLE_FILE = new URL('../fixtures/framework-goal-sample.json', import.meta.url);

export function readGoalSample(): TGoalSample {
  return JSON.parse(readFileSync(GOAL_SAMPLE_FILE, 'utf8')) as TGoalSample;
}
