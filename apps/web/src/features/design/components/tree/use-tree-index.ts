import { useState } from 'react';
import type { TDesign } from '@cp/contracts';
import { buildTreeIndex, type TTreeIndex } from './tree-index';

/** The tree's lookups for this design (tree-index.ts). */
export function useTreeIndex(design: TDesign): TTreeIndex {
  // The lookups of the tree, rebuilt when the design changes; the previous ones are handed on so
  // unchanged lists keep their arrays (tree-index.ts).
  const [built, setBuilt] = useState(() => ({ design, index: buildTreeIndex(design) }));
  let index = built.index;
  if (built.design !== design) {
    index = buildTreeIndex(design, built.index);
    setBuilt({ design, index });
  }
  return index;
}
