import type { DocBlock, DocSection } from '../document';
import { analyseHealth } from '../../analysis/health';
import { loadYearAnalysis } from './analysis-data';
import { healthBlocks } from './analysis-health';
import { tabBlocks } from './analysis-tabs';
import { ANALYSIS_TEXTS } from './analysis-texts';
import type { PartBuilder } from './context';
import { frameworksSection } from './frameworks';
import { SHEET_TAGS } from './plan-texts';
import { uniqueSheetNames, yearTitle } from './words';

/**
 * The analysis part (docs/exports.md, docs/analysis.md): one section per chosen year, key
 * `analysis-{position}`: the year's curriculum health check, then each tab of the analysis
 * screen. The health check of every year is one read for the export; each year's tabs are the
 * screen's reads, a fixed number of queries per year whatever its size. A year without planned
 * clusters says so instead (the screen cannot choose it either). Last, the coverage of the
 * frameworks the education links to (`analysis-frameworks`, of the whole education as the
 * screen's frameworks tab; no section without links, but always counted as one step).
 */
export const analysisPart: PartBuilder = {
  count: ({ years }) => years.length + 1,
  async build(context, onSection) {
    const { db, scope, education, years, names, language, now } = context;
    const texts = ANALYSIS_TEXTS[language];
    const sheet = uniqueSheetNames();
    const sections: DocSection[] = [];
    const health =
      years.length === 0
        ? null
        : await analyseHealth({ db, scope, educationId: education.id, now });
    for (const year of years) {
      const analysis = await loadYearAnalysis(context, year.id);
      const tag = `${SHEET_TAGS[language].year}${year.position}`;
      const blocks: DocBlock[] =
        analysis && health
          ? [
              ...healthBlocks({ health, yearId: year.id, years, names, language, tag, sheet }),
              ...tabBlocks({ analysis, names, language, tag, sheet }),
            ]
          : [{ kind: 'paragraph', text: texts.nothingPlanned(names) }];
      sections.push({
        key: `analysis-${year.position}`,
        part: 'analysis',
        title: `${texts.title} ${yearTitle(names, year)}`,
        blocks,
      });
      onSection();
    }
    const frameworks = await frameworksSection(context, sheet);
    if (frameworks) sections.push(frameworks);
    onSection();
    return sections;
  },
};
