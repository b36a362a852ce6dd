import { parentPort, workerData } from 'node:worker_threads';
import type { TExportFormat } from '@cp/contracts';
import type { ExportDocument } from './document';
import { RENDERERS } from './render';

/*
 * The render thread of an export (render-in-worker.ts starts it): laying out a PDF of hundreds of
 * pages is seconds of synchronous work, which on the main thread would stall every request of
 * the server. Here it stalls nobody. Messages: {progress: n} after each section, then
 * {bytes} (transferred, not copied) or {error}.
 */

type Input = { format: TExportFormat; document: ExportDocument };

async function run() {
  const port = parentPort;
  if (!port) throw new Error('render-worker runs as a worker thread only');
  const { format, document } = workerData as Input;
  try {
    const bytes = await RENDERERS[format](document, (done) => port.postMessage({ progress: done }));
    port.postMessage({ bytes }, [bytes.buffer as ArrayBuffer]);
  } catch (error) {
    port.postMessage({
      error: error instanceof Error ? (error.stack ?? error.message) : String(error),
    });
  }
}

void run();
