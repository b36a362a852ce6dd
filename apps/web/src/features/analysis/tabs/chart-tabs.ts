import { lazy } from 'react';

/*
 * The chart tabs and the bubble view (ECharts), each loaded when first opened: the library is in
 * their chunks only, so neither the dashboard's first load nor the analysis screen's own chunk
 * grows by it (issue 12).
 */

export const TestsTab = lazy(() => import('./TestsTab').then((m) => ({ default: m.TestsTab })));
export const IntensityTab = lazy(() =>
  import('./IntensityTab').then((m) => ({ default: m.IntensityTab })),
);
export const CoverageTab = lazy(() =>
  import('./CoverageTab').then((m) => ({ default: m.CoverageTab })),
);
export const BubbleView = lazy(() =>
  import('./BubbleView').then((m) => ({ default: m.BubbleView })),
);
