import { analysisPart } from './analysis';
import type { PartBuilders } from './context';
import { designPart } from './design';
import { notesPart } from './notes';
import { planPart } from './plan';

/**
 * The builders of the parts the domain lays out itself. The test plan's is built on a shared
 * view by the document adapter (src/documents/export-parts.ts), which adds it: the export job
 * gets the whole set (MakeOptions.parts), so the domain does not import the adapter.
 */
export const PART_BUILDERS: Omit<PartBuilders, 'test_plan'> = {
  design: designPart,
  plan: planPart,
  analysis: analysisPart,
  notes: notesPart,
};
