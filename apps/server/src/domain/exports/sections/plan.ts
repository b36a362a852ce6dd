import type { DocSection } from '../document';
import { loadYearPlan } from '../../plan/load-year-plan';
import type { PartBuilder } from './context';
import { loadPlanLookups } from './plan-data';
import { planYearSection } from './plan-tables';
import { uniqueSheetNames } from './words';

/**
 * The plan part (docs/exports.md): one section per chosen year, key `plan-{position}`. The
 * lookups (design, catalogues, plan fields) are read once; each year is the plan screen's own
 * read (loadYearPlan, a fixed number of queries), so the queries grow with the years, never with
 * the clusters.
 */
export const planPart: PartBuilder = {
  count: ({ years }) => years.length,
  async build(context, onSection) {
    const { db, scope, education, years, names, language } = context;
    if (years.length === 0) return [];
    const lookups = await loadPlanLookups(context);
    const sheet = uniqueSheetNames();
    const sections: DocSection[] = [];
    for (const year of years) {
      const plan = await loadYearPlan({
        db,
        scope,
        educationId: education.id,
        yearId: year.id,
      });
      sections.push(planYearSection({ plan, lookups, names, language, sheet }));
      onSection();
    }
    return sections;
  },
};
