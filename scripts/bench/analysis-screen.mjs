// The analysis screen in Chromium (issue 12): navigation to the first tab shown, and the coverage
// matrix of the large demo education (600 goals × a year's ~75 planned clusters) shown and
// scrolled, down and sideways. Same clock and "shown" as the design screen (browser-timing.mjs).
// Then the plan screen of the same education (plan-screen.mjs, issue 26): a click to its timeline.
import {
  clickToReady,
  countOf,
  mainThreadDuring,
  navigationToReady,
  scrollSmoothness,
} from './browser-timing.mjs';
import { measurePlanScreen } from './plan-screen.mjs';

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

/** The years of the education opened in `page`'s context (its cookies), read through the API. */
async function yearsOfOpenEducation(page) {
  const cookies = Object.fromEntries(
    (await page.context().cookies()).map((cookie) => [cookie.name, cookie.value]),
  );
  const url = `/api/v1/locations/${cookies.current_location}/educations/${cookies.current_education}`;
  const answer = await page.request.get(url);
  if (!answer.ok()) throw new Error(`GET ${url} answered ${answer.status()}`);
  return (await answer.json()).data.years;
}

/**
 * Measures on `page` (signed in, the large education opened, its second year remembered) and
 * reports each figure through `report(name, value)`; then the plan screen (plan-screen.mjs).
 */
export async function measureAnalysisScreen(page, report) {
  const fmt = (n) => n.toFixed(0);
  // One navigation at a time, each with the main thread's CPU time while it ran.
  const runs = [];
  for (let run = 0; run < 5; run += 1) {
    const { result, cpu } = await mainThreadDuring(page, () =>
      navigationToReady(page, '/analyse', ANALYSIS_SCREEN.firstTab, { runs: 1 }),
    );
    runs.push({ ms: result.medianMs, cpuMs: cpu.threadMs });
  }
  const middle = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
  report(
    'analysis: navigation to first tab shown (median of 5, ms)',
    fmt(middle(runs.map((run) => run.ms))),
  );
  report('analysis: the 5 navigations (ms)', runs.map((run) => fmt(run.ms)).join(' '));
  report(
    'analysis: main-thread CPU per navigation (median, ms)',
    runs.every((run) => run.cpuMs !== null) ? fmt(middle(runs.map((run) => run.cpuMs))) : '–',
  );

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

  await measurePlanScreen(page, report, { years: await yearsOfOpenEducation(page) });
}
