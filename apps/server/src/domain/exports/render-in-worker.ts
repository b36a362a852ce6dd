import { fork, type ChildProcess } from 'node:child_process';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
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
 * The render process's heap. Measured (docs/benchmarks.md "Issue 25"): the large demo's complete
 * document (every part, every year) needs about 300 MB of heap as PDF and Word; a document that
 * needs more than this fails alone, with a message that says so, and the server goes on.
 */
export const RENDER_HEAP_MB = 640;
/** Small young generation (semi-space): less memory held between collections. */
const RENDER_SEMI_SPACE_MB = 8;

type FromRender = { progress?: number; bytes?: Uint8Array; error?: string };

/**
 * The render process: the bundle's own entry in dist/ (build.mjs builds `export-render-worker.js`
 * beside main.js), or, when running from source (tsx, vitest), render-worker.ts with tsx's loader.
 */
function startRender(): ChildProcess {
  const heap = [
    `--max-old-space-size=${RENDER_HEAP_MB}`,
    `--max-semi-space-size=${RENDER_SEMI_SPACE_MB}`,
  ];
  const options = { serialization: 'advanced' as const, stdio: 'inherit' as const };
  if (!import.meta.url.endsWith('.ts')) {
    const entry = fileURLToPath(new URL('./export-render-worker.js', import.meta.url));
    return fork(entry, [], { ...options, execArgv: heap });
  }
  const tsxPackage = createRequire(import.meta.url).resolve('tsx/package.json');
  const loader = pathToFileURL(join(dirname(tsxPackage), 'dist/loader.mjs')).href;
  const entry = fileURLToPath(new URL('./render-worker.ts', import.meta.url));
  return fork(entry, [], { ...options, execArgv: [...heap, '--import', loader] });
}

/**
 * Renders in a process of its own (docs/exports.md "How an export runs"), one per export, ended when
 * it is done. Laying out hundreds of PDF pages is seconds of synchronous work and hundreds of MB
 * of heap: in its own process it stalls no request of the server, its memory returns to the
 * system the moment it ends (a worker thread's stayed in the server: 500 MB idle after a few
 * exports), and a document too large for RENDER_HEAP_MB fails alone. The document crosses by
 * structured clone (IPC with V8's serializer); the bytes come back the same way.
 */
export const renderInWorker: RenderDocument = (format, document, onProgress) =>
  new Promise((resolve, reject) => {
    const child = startRender();
    let settled = false;
    const finish = (outcome: () => void) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      outcome();
      if (child.exitCode === null) child.kill('SIGKILL');
    };
    const timer = setTimeout(
      () => finish(() => reject(new Error(`render took longer than ${RENDER_TIMEOUT_MS} ms`))),
      RENDER_TIMEOUT_MS,
    );
    child.on('message', (message: FromRender) => {
      if (message.progress !== undefined) onProgress(message.progress);
      else if (message.bytes) {
        const bytes = message.bytes;
        finish(() => resolve(bytes));
      } else finish(() => reject(new Error(message.error ?? 'render failed')));
    });
    child.on('error', (error) => finish(() => reject(error)));
    child.on('exit', (code, signal) =>
      finish(() =>
        reject(
          new Error(
            // V8 aborts a process whose heap is full (SIGABRT, or exit code 134).
            signal === 'SIGABRT' || code === 134
              ? `render ran out of memory (the render process may use ${RENDER_HEAP_MB} MB of heap)`
              : `render process stopped (exit code ${code}, signal ${signal})`,
          ),
        ),
      ),
    );
    child.send({ format, document });
  });
