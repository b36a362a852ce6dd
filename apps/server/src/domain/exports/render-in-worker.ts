import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { Worker } from 'node:worker_threads';
import type { TExportFormat } from '@cp/contracts';
import type { ExportDocument } from './document';

/** Renders a document to a file's bytes; `onProgress(n)` after each of its sections. */
export type RenderDocument = (
  format: TExportFormat,
  document: ExportDocument,
  onProgress: (sectionsDone: number) => void,
) => Promise<Uint8Array>;

/** A render that runs longer is stopped (and the export fails): nothing should take this long. */
const RENDER_TIMEOUT_MS = 10 * 60_000;
/**
 * A render that needs more heap fails alone instead of taking the server down with it. Measured
 * (docs/benchmarks.md "Issue 13"): the large demo's design + plan + analysis PDF needs more than
 * 256 MB; 1 GB leaves room. The small young generation keeps the RSS of the thread down.
 */
const RENDER_HEAP_MB = 1024;

/**
 * The worker's code: the bundle's own entry in dist/ (build.mjs builds `export-render-worker.js`
 * beside main.js), or, when running from source (tsx, vitest), a small bootstrap that registers
 * tsx's loader in the thread and then imports render-worker.ts (a worker does not inherit the
 * loader of a vitest process).
 */
function startWorker(options: ConstructorParameters<typeof Worker>[1]): Worker {
  if (!import.meta.url.endsWith('.ts')) {
    return new Worker(new URL('./export-render-worker.js', import.meta.url), options);
  }
  // tsx's ESM API (its CommonJS build cannot register from an eval'd thread).
  const tsxPackage = createRequire(import.meta.url).resolve('tsx/package.json');
  const tsx = pathToFileURL(join(dirname(tsxPackage), 'dist/esm/api/index.mjs')).href;
  const entry = new URL('./render-worker.ts', import.meta.url).href;
  const bootstrap = `import(${JSON.stringify(tsx)}).then((api) => { api.register(); return import(${JSON.stringify(entry)}); });`;
  return new Worker(bootstrap, { ...options, eval: true });
}

/**
 * Renders in a worker thread (docs/exports.md "Render thread"), so the API stays responsive while
 * a large PDF is laid out; the document crosses by structured clone, the bytes come back
 * transferred.
 */
export const renderInWorker: RenderDocument = (format, document, onProgress) =>
  new Promise((resolve, reject) => {
    const worker = startWorker({
      workerData: { format, document },
      resourceLimits: { maxOldGenerationSizeMb: RENDER_HEAP_MB, maxYoungGenerationSizeMb: 16 },
    });
    let settled = false;
    const finish = (outcome: () => void) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      outcome();
      void worker.terminate();
    };
    const timer = setTimeout(
      () => finish(() => reject(new Error(`render took longer than ${RENDER_TIMEOUT_MS} ms`))),
      RENDER_TIMEOUT_MS,
    );
    worker.on('message', (message: { progress?: number; bytes?: Uint8Array; error?: string }) => {
      if (message.progress !== undefined) onProgress(message.progress);
      else if (message.bytes) {
        const bytes = message.bytes;
        finish(() => resolve(bytes));
      } else finish(() => reject(new Error(message.error ?? 'render failed')));
    });
    worker.on('error', (error) => finish(() => reject(error)));
    worker.on('exit', (code) =>
      finish(() => reject(new Error(`render thread stopped (exit code ${code})`))),
    );
  });
