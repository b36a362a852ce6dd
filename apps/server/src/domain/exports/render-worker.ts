import type { TExportFormat } from '@cp/contracts';
import type { ExportDocument } from './document';
import { RENDERERS } from './render';

/*
 * The render process of an export (render-in-worker.ts starts it, one per export): laying out a
 * PDF of hundreds of pages is seconds of synchronous work and hundreds of MB, which in the server
 * would stall every request and stay in its memory. It gets {format, document} and answers
 * {progress: n} after each section, then {bytes} or {error}, and ends.
 */

type Input = { format: TExportFormat; document: ExportDocument };

function send(message: object): Promise<void> {
  return new Promise((resolve) => {
    if (!process.send) throw new Error('render-worker runs as a child process only');
    process.send(message, undefined, {}, () => resolve());
  });
}

// The server is gone (killed, crashed): nobody waits for this document any more.
process.once('disconnect', () => process.exit(0));

process.once('message', (input: Input) => {
  void (async () => {
    try {
      const bytes = await RENDERERS[input.format](input.document, (done) => {
        void send({ progress: done });
      });
      await send({ bytes });
    } catch (error) {
      await send({
        error: error instanceof Error ? (error.stack ?? error.message) : String(error),
      });
    }
    process.exit(0);
  })();
});
