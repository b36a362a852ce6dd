import type { DocSection } from '../domain/exports/document';
import type { PartBuilder } from '../domain/exports/sections/context';
import { loadTestPlan } from '../domain/test-plan/load-test-plan';
import { testPlanSection } from './test-plan-document';

/**
 * The export part `test_plan` (docs/exports.md "Test plan"): per chosen year the data the
 * Toetsplan screen reads (the same loader, so screen and document show the same), turned into a
 * section by the adapter. A fixed number of statements per year: the loader's.
 */
export const testPlanPart: PartBuilder = {
  count: (context) => context.years.length,
  async build(context, onSection) {
    const sections: DocSection[] = [];
    for (const year of context.years) {
      const data = await loadTestPlan({
        db: context.db,
        scope: context.scope,
        educationId: context.education.id,
        yearId: year.id,
        language: context.language,
      });
      sections.push(testPlanSection(data, { language: context.language, names: context.names }));
      onSection();
    }
    return sections;
  },
};
