// The analysis screen in Chromium (issue 12): navigation to the first tab shown, and the coverage
// matrix of the large demo education (600 goals × a year's ~75 planned clusters) shown and
// scrolled, down and sideways. Same clock and "shown" as the design screen (browser-timing.mjs).
import { clickToReady, countOf, navigationToReady, scrollSmoothness } from './browser-timing.mjs';

/**
 * What "shown" is on the analysis screen (apps/web/src/features/analysis): a table in the open
 * tab's panel (the planning tab's, the first), the coverage tab by its Dutch name, and the
 * matrix's cells and rows (CoverageMatrix: a windowed grid that scrolls both ways).
 */
export const ANALYSIS_SCREEN = {
  firstTab: '[role="tabpanel"] table',
  coverageTab: { role: 'tab', name: 'Dekkingsmatrix' },
  coverageCell: '[data-testid=coverage-matrix] [role=gridcell]',
  coverageRow: '[data-testid=coverage-matrix] [role=row]',
};

/**
 * Measures on `page` (signed in, the large education opened, its second year remembered) and
 * reports each figure through `report(name, value)`.
 */
export async function measureAnalysisScreen(page, report) {
  const fmt = (n) => n.toFixed(0);
  const navigation = await navigationToReady(page, '/analyse', ANALYSIS_SCREEN.firstTab, {
    runs: 5,
  });
  report('analysis: navigation to first tab shown (median of 5, ms)', fmt(navigation.medianMs));
  report('analysis: the 5 navigations (ms)', navigation.runsMs.map(fmt).join(' '));

  const coverageMs = await clickToReady(
    page,
    page.getByRole(ANALYSIS_SCREEN.coverageTab.role, { name: ANALYSIS_SCREEN.coverageTab.name }),
    ANALYSIS_SCREEN.coverageCell,
  );
  report('analysis: coverage tab click to the matrix shown (ms)', fmt(coverageMs));
  report(
    'analysis: coverage rows / cells in the DOM at that frame',
    `${await countOf(page, ANALYSIS_SCREEN.coverageRow)} / ${await countOf(page, ANALYSIS_SCREEN.coverageCell)}`,
  );
  for (const [what, axis] of [
    ['down', 'y'],
    ['sideways', 'x'],
  ]) {
    const scroll = await scrollSmoothness(page, ANALYSIS_SCREEN.coverageCell, { axis });
    report(`analysis: scroll matrix ${what}, longest frame (ms)`, fmt(scroll.longestFrameMs));
    report(`analysis: scroll matrix ${what}, long tasks > 50 ms`, scroll.longTasks);
    report(`analysis: scroll matrix ${what}, longest long task (ms)`, fmt(scroll.longestTaskMs));
    report(
      `analysis: scroll matrix ${what}, frames / px`,
      `${scroll.frames} / ${scroll.scrolledPx}`,
    );
  }
}
