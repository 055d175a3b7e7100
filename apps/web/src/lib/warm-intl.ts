/**
 * Loads the browser's locale data off the main thread at start (intl-warm-up.worker.ts), while
 * the first screen's code and data are on their way. The first number or date formatter a page
 * makes costs a phone about 120 ms of its main thread otherwise, in the middle of drawing the
 * first amounts (docs/performance.md, Lighthouse's blocking time); after the worker, 1 ms.
 * Where workers are missing or refused, the formatters simply load the data themselves.
 */
export function warmIntlOffMainThread(): void {
  if (typeof Worker === 'undefined') return;
  try {
    const worker = new Worker(new URL('./intl-warm-up.worker.ts', import.meta.url), {
      type: 'module',
      name: 'intl-warm-up',
    });
    const stop = () => worker.terminate();
    worker.addEventListener('message', stop);
    worker.addEventListener('error', stop);
  } catch {
    // A browser that refuses the worker: nothing is lost but the head start.
  }
}
