import { PART_BUILDERS } from '../domain/exports/sections';
import type { PartBuilders } from '../domain/exports/sections/context';
import { testPlanPart } from './test-plan-part';

/**
 * Every part an export can hold (EXPORT_PARTS): the domain's own builders and the test plan,
 * which this adapter builds from the shared view. The export job hands these to the run
 * (MakeOptions.parts), so the domain never imports the adapter.
 */
export const EXPORT_PART_BUILDERS: PartBuilders = { ...PART_BUILDERS, test_plan: testPlanPart };
