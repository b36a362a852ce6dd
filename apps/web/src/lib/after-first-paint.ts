/**
 * Resolves once the browser is first idle after this call, which on a page that is loading is
 * after its first paint (without `requestIdleCallback`, after 200 ms): for work the first screen
 * need not wait for, such as the live updates (app/use-realtime.ts).
 */
export function afterFirstPaint(): Promise<void> {
  return new Promise((resolve) => {
    if ('requestIdleCallback' in window) window.requestIdleCallback(() => resolve());
    else setTimeout(resolve, 200);
  });
}
