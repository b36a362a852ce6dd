// The plan screen in Chromium (issue 26, "what users feel"): a click to the timeline shown, the
// way a user gets there. Same clock and "shown" as the design screen (browser-timing.mjs).
import { clickToReady, mainThreadDuring } from './browser-timing.mjs';

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
};

/**
 * What "shown" is on the plan screen (apps/web/src/features/plan): at least 10 bars in the
 * timeline of the year asked for (`data-year` on the timeline, so the year before a switch does
 * not count); the education's section tab and the year tabs by their Dutch names.
 */
export const PLAN_SCREEN = {
  timelineOf: (yearId) => ({
    selector: `[data-testid=plan-timeline][data-year="${yearId}"] [data-bar]`,
    minCount: 10,
  }),
  sectionTab: { role: 'tab', name: 'Planning' },
  from: '/overzicht',
};

/**
 * Waits until the page has done what it does after its first paint (the shell fetches the
 * other screens' texts when idle): the network quiet for 500 ms, at most 10 s.
 */
async function settled(page) {
  await page.waitForLoadState('networkidle', { timeout: 10_000 }).catch(() => undefined);
}

/**
 * Measures on `page` (signed in, the large education opened with `years[1]` remembered) and
 * reports through `report(name, value)`:
 * - the education's "Planning" tab clicked on the overview, in a new document each run (the
 *   plan's code and data not loaded yet, as on the first visit after opening the app), until
 *   the remembered year's timeline shows its bars; `runs` times, the median and every run;
 * - on the plan screen, a click on the next year's tab until that year's bars show, and back.
 */
export async function measurePlanScreen(page, report, { years, runs = 5 }) {
  const fmt = (n) => n.toFixed(0);
  const year = years[Math.min(1, years.length - 1)];
  const tab = () =>
    page.getByRole(PLAN_SCREEN.sectionTab.role, { name: PLAN_SCREEN.sectionTab.name });
  const times = [];
  const cpu = [];
  for (let run = 0; run < runs; run += 1) {
    await page.goto(PLAN_SCREEN.from);
    await tab().waitFor();
    await settled(page);
    const click = await mainThreadDuring(page, () =>
      clickToReady(page, tab(), PLAN_SCREEN.timelineOf(year.id)),
    );
    times.push(click.result);
    cpu.push(click.cpu.threadMs);
  }
  report('plan: "Planning" tab click to timeline shown (median, ms)', fmt(median(times)));
  report(`plan: the ${runs} clicks (ms)`, times.map(fmt).join(' '));
  report('plan: main-thread CPU meanwhile (median, ms)', fmt(median(cpu)));

  // Switching years on the plan screen: each year's first visit in this document, then back.
  const other = years.find((candidate) => candidate.id !== year.id);
  if (!other) return;
  await settled(page);
  const yearTab = (item) =>
    page
      .getByRole('tablist', { name: /leerjaren/i })
      .getByRole('tab')
      .nth(years.indexOf(item));
  const toOther = await mainThreadDuring(page, () =>
    clickToReady(page, yearTab(other), PLAN_SCREEN.timelineOf(other.id)),
  );
  report(
    'plan: another year tab click to its timeline shown (ms; main-thread CPU)',
    `${fmt(toOther.result)}; ${fmt(toOther.cpu.threadMs)}`,
  );
  await settled(page);
  const back = await mainThreadDuring(page, () =>
    clickToReady(page, yearTab(year), PLAN_SCREEN.timelineOf(year.id)),
  );
  report(
    'plan: back to the first year (cached) to its timeline shown (ms; CPU)',
    `${fmt(back.result)}; ${fmt(back.cpu.threadMs)}`,
  );
}
