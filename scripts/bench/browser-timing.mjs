// How long a screen takes to show its data in Chromium, and how smoothly it scrolls. Each
// function takes a Playwright page that is already signed in and has its context set, so any
// screen can be measured the same way (the design tree here; the plan's timeline later).
//
// "Shown" means: the first animation frame in which the `ready` CSS selector matches (at least
// `minCount` elements, if given), read in the page (page.waitForFunction polling on
// requestAnimationFrame), so the figure includes loading the code and the data, rendering, and
// waiting for a busy main thread.

// The functions passed to page.evaluate / waitForFunction run in the browser, not in Node.
/* global document, getComputedStyle, requestAnimationFrame */

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
};

/**
 * Resolves with `performance.now()` of the first frame in which `ready` holds: a CSS selector
 * that matches an element, or `{ selector, minCount, scrollHeightAbove }` (each optional): at
 * least `minCount` matches, and/or the page's scroll height above a value (see `taller`). Plain
 * data, not a function: the app's CSP forbids evaluating strings in the page.
 */
function frameWhenReady(page, ready, timeoutMs) {
  const spec = typeof ready === 'string' ? { selector: ready } : ready;
  return page
    .waitForFunction(
      ({ selector, minCount = 1, scrollHeightAbove }) => {
        if (selector && document.querySelectorAll(selector).length < minCount) return false;
        const height = (document.scrollingElement ?? document.documentElement).scrollHeight;
        if (scrollHeightAbove !== undefined && height <= scrollHeightAbove) return false;
        return performance.now();
      },
      spec,
      { polling: 'raf', timeout: timeoutMs },
    )
    .then((handle) => handle.jsonValue());
}

/**
 * Navigation (`page.goto(url)`, a new document) to the first frame with `ready` in it, `runs`
 * times: the page's own clock starts at the navigation, so the figure is ms since it began.
 * Returns the median and every run.
 */
export async function navigationToReady(page, url, ready, { runs = 5, timeoutMs = 60_000 } = {}) {
  const times = [];
  for (let run = 0; run < runs; run += 1) {
    // Polling starts once the new document is committed (the previous one may still show the
    // element), long before the app can have rendered anything.
    await page.goto(url, { waitUntil: 'commit' });
    times.push(await frameWhenReady(page, ready, timeoutMs));
  }
  return { medianMs: median(times), runsMs: times };
}

/**
 * A click on `target` (a Playwright locator) to the first frame with `ready` in it. The click is
 * dispatched in the page and the clock read there, so Playwright's own round trips are not in it.
 */
export async function clickToReady(page, target, ready, { timeoutMs = 60_000 } = {}) {
  const clickedAt = await target.evaluate((element) => {
    const now = performance.now();
    element.click();
    return now;
  });
  return (await frameWhenReady(page, ready, timeoutMs)) - clickedAt;
}

/**
 * Scrolls the scroll container around the element matched by `inside` (its nearest ancestor
 * that scrolls vertically, else the document) from top to bottom, `stepPx` per animation frame,
 * and reports the frames: how many, the longest gap between two (what a user sees as a hitch),
 * and the long tasks (PerformanceObserver 'longtask', each > 50 ms by definition) meanwhile.
 * Scrolls back to the top afterwards. `axis: 'x'`: the nearest ancestor that scrolls
 * sideways instead, from left to right (a wide table such as the coverage matrix).
 */
export async function scrollSmoothness(
  page,
  inside,
  { stepPx = 120, maxFrames = 2000, axis = 'y' } = {},
) {
  return page.evaluate(
    ({ inside, stepPx, maxFrames, axis }) =>
      new Promise((resolve, reject) => {
        const start = document.querySelector(inside);
        if (!start) {
          reject(new Error(`scrollSmoothness: nothing matches ${inside}`));
          return;
        }
        // The scroll position, size and view along the axis.
        const along =
          axis === 'x'
            ? {
                position: 'scrollLeft',
                size: 'scrollWidth',
                view: 'clientWidth',
                overflow: 'overflowX',
              }
            : {
                position: 'scrollTop',
                size: 'scrollHeight',
                view: 'clientHeight',
                overflow: 'overflowY',
              };
        let scroller = start.parentElement;
        while (scroller && scroller !== document.body) {
          const overflow = getComputedStyle(scroller)[along.overflow];
          if (/(auto|scroll)/.test(overflow) && scroller[along.size] > scroller[along.view]) {
            break;
          }
          scroller = scroller.parentElement;
        }
        if (!scroller || scroller === document.body) {
          scroller = document.scrollingElement ?? document.documentElement;
        }
        scroller[along.position] = 0;

        const longTasks = [];
        const observer = new PerformanceObserver((list) => longTasks.push(...list.getEntries()));
        observer.observe({ type: 'longtask' });

        const gaps = [];
        let previous;
        let frames = 0;
        const startedAt = performance.now();
        const atBottom = () =>
          scroller[along.position] + scroller[along.view] >= scroller[along.size] - 1;
        const frame = (now) => {
          if (previous !== undefined) gaps.push(now - previous);
          previous = now;
          frames += 1;
          if (atBottom() || frames >= maxFrames) {
            // Two more frames, so the work the last scroll caused is counted too.
            requestAnimationFrame((a) => {
              gaps.push(a - previous);
              requestAnimationFrame((b) => {
                gaps.push(b - a);
                for (const entry of observer.takeRecords()) longTasks.push(entry);
                observer.disconnect();
                const tasks = longTasks.filter((task) => task.startTime >= startedAt);
                const scrolledPx = Math.round(scroller[along.position]);
                const reachedBottom = atBottom();
                // Back at the top, so the next measurement starts where a user would.
                scroller[along.position] = 0;
                resolve({
                  scroller:
                    scroller === document.scrollingElement ? 'document' : scroller.className,
                  scrolledPx,
                  frames: gaps.length,
                  durationMs: b - startedAt,
                  medianFrameMs: [...gaps].sort((x, y) => x - y)[Math.floor(gaps.length / 2)],
                  longestFrameMs: Math.max(...gaps),
                  longTasks: tasks.length,
                  longestTaskMs: tasks.reduce((max, task) => Math.max(max, task.duration), 0),
                  reachedBottom,
                });
              });
            });
            return;
          }
          scroller[along.position] += stepPx;
          requestAnimationFrame(frame);
        };
        requestAnimationFrame(frame);
      }),
    { inside, stepPx, maxFrames, axis },
  );
}

/** How many elements match `selector` now (e.g. rows in the DOM, to see what is rendered). */
export function countOf(page, selector) {
  return page.evaluate((selector) => document.querySelectorAll(selector).length, selector);
}

/** The page's height that can be scrolled (a windowed list sets it to all its rows' height). */
export function scrollHeightOf(page) {
  return page.evaluate(() => (document.scrollingElement ?? document.documentElement).scrollHeight);
}

/**
 * A `ready` for clickToReady: the page's scroll height is above `height` (a windowed list
 * renders only the rows in view, so when it opens up the number of rows need not change).
 */
export const taller = (height) => ({ scrollHeightAbove: height });

/**
 * Waits until `read(page)` (e.g. a row count or the page's height) has not changed for
 * `quietMs`, as after a long list rendered in a transition or measured row by row; answers it.
 */
export async function whenStable(page, read, { quietMs = 750, timeoutMs = 60_000 } = {}) {
  const started = Date.now();
  let value = await read(page);
  let stableSince = Date.now();
  while (Date.now() - stableSince < quietMs && Date.now() - started < timeoutMs) {
    await page.waitForTimeout(100);
    const now = await read(page);
    if (now !== value) {
      value = now;
      stableSince = Date.now();
    }
  }
  return value;
}

/**
 * The renderer's main-thread work while `action()` runs, from the DevTools protocol's
 * Performance metrics (issue 26): `threadMs` is CPU time of the main thread (what a busy
 * machine does not inflate: time the thread waited for a core is not in it), `scriptMs`,
 * `layoutMs` and `styleMs` the time spent running scripts, in layout and in style recalculation
 * (task time, which a busy machine does stretch). Null figures when the page changed renderer
 * process meanwhile (the counters started again). Answers `{ result, cpu }`.
 */
export async function mainThreadDuring(page, action) {
  const session = await page.context().newCDPSession(page);
  try {
    await session.send('Performance.enable');
    const read = async () =>
      Object.fromEntries(
        (await session.send('Performance.getMetrics')).metrics.map((m) => [m.name, m.value]),
      );
    const before = await read();
    const result = await action();
    const after = await read();
    const delta = (name) => {
      const ms = (after[name] - before[name]) * 1000;
      return after.ThreadTime >= before.ThreadTime ? ms : null;
    };
    return {
      result,
      cpu: {
        threadMs: delta('ThreadTime'),
        scriptMs: delta('ScriptDuration'),
        layoutMs: delta('LayoutDuration'),
        styleMs: delta('RecalcStyleDuration'),
      },
    };
  } finally {
    await session.detach().catch(() => undefined);
  }
}
