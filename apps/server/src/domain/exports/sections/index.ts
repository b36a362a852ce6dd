import { analysisPart } from './analysis';
import type { PartBuilders } from './context';
import { designPart } from './design';
import { notesPart } from './notes';
import { planPart } from './plan';

/** The builder of each part of an export (EXPORT_PARTS). */
export const PART_BUILDERS: PartBuilders = {
  design: designPart,
  plan: planPart,
  analysis: analysisPart,
  notes: notesPart,
};
