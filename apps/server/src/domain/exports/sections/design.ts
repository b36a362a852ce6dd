import type { DocSection } from '../document';
import { loadDesign } from '../../design/load-design';
import type { PartBuilder, SectionContext } from './context';
import { competenceTreeBlocks, summaryBlock } from './design-competences';
import { indexDesign } from './design-index';
import { designListBlocks } from './design-lists';
import { designWords } from './design-words';

/**
 * The design section (docs/exports.md): what the design screen holds, read with its own query
 * (loadDesign: 1 + 8 statements whatever the size), in the document's language and the
 * location's terms.
 */
export async function buildDesignSection(context: SectionContext): Promise<DocSection> {
  const design = await loadDesign({ db: context.db, education: context.education });
  const index = indexDesign(design);
  const words = designWords(context);
  return {
    key: 'design',
    part: 'design',
    title: words.texts.title,
    blocks: [
      summaryBlock(index, words),
      ...competenceTreeBlocks(index, words),
      ...designListBlocks(index, words),
    ],
  };
}

export const designPart: PartBuilder = {
  count: () => 1,
  build: async (context, onSection) => {
    const section = await buildDesignSection(context);
    onSection();
    return [section];
  },
};
