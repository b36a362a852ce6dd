import { sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { selectRows } from './sql-rows';

/*
 * The competence → outcome → goal tree of an education in design order (each list by its
 * `position` within its parent), as the goals tab and the coverage matrix show it. Three
 * queries, each one indexed equality on education_id.
 */

export type GoalTreeItem = { id: number; index: string; title: string; level: string | null };

/**
 * The education's goals numbered in design order (`ord`: competence, outcome, goal position):
 * a CTE body for statements that sort or aggregate goals the way the design lists them. Only the
 * goals in force: a withdrawn (vervallen) goal is left out of every analysis that counts goals
 * (the goals tab, the coverage matrix, the health checks, framework coverage; docs/analysis.md).
 */
export function goalOrder(educationId: number): SQL {
  return sql`select g.id, g.index, g.title, g.level, g.learning_outcome_id,
      row_number() over (order by c.position, c.id, o.position, o.id, g.position, g.id) as ord
    from learning_goals g
    join learning_outcomes o on o.id = g.learning_outcome_id
    join competences c on c.id = o.competence_id
    where g.education_id = ${educationId} and not g.withdrawn`;
}

export async function competencesOf(db: DbOrTx, educationId: number): Promise<GoalTreeItem[]> {
  return selectRows(
    db,
    sql`select id, index, title, level from competences
      where education_id = ${educationId} order by position, id`,
  );
}

export async function outcomesOf(
  db: DbOrTx,
  educationId: number,
): Promise<(GoalTreeItem & { competence_id: number })[]> {
  return selectRows(
    db,
    sql`select o.id, o.index, o.title, o.level, o.competence_id
      from learning_outcomes o join competences c on c.id = o.competence_id
      where o.education_id = ${educationId}
      order by c.position, c.id, o.position, o.id`,
  );
}

/** The goals with their outcome, in design order (no per-goal facts; the tabs add their own). */
export async function goalsOf(
  db: DbOrTx,
  educationId: number,
): Promise<(GoalTreeItem & { outcome_id: number })[]> {
  return selectRows(
    db,
    sql`with goal_order as (${goalOrder(educationId)})
      select id, index, title, level, learning_outcome_id as outcome_id
      from goal_order order by ord`,
  );
}
