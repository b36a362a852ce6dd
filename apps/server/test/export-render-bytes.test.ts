import { MessageChannel } from 'node:worker_threads';
import { describe, expect, it } from 'vitest';
import type { TExportFormat } from '@cp/contracts';
import { RENDERERS } from '../src/domain/exports/render';
import { sampleDocument } from './helpers/export-document';

/*
 * Every renderer's bytes own their memory (render/own-bytes.ts). A small file that Node hands out
 * as a slice of its shared Buffer pool (64 KiB on Node 24, 8 KiB on Node 20) cannot be
 * transferred: on Node 24 the Word export of a small education ended `failed` with
 * "DataCloneError: Cannot transfer object of unsupported type" when the render thread transferred
 * its bytes (issue 26). A small document is the case: a large file gets memory of its own anyway.
 */

/** A document small enough that every format's file fits in Node 24's pool (under 32 KiB). */
const smallDocument = () => {
  const sample = sampleDocument();
  return { ...sample, sections: sample.sections.slice(0, 1) };
};

describe('the bytes of a rendered file', () => {
  it.each<TExportFormat>(['docx', 'pdf', 'xlsx'])(
    '%s: own their whole ArrayBuffer and can be transferred',
    async (format) => {
      const bytes = await RENDERERS[format](smallDocument(), () => undefined);
      const size = bytes.byteLength;
      expect(size).toBeGreaterThan(0);
      expect({ offset: bytes.byteOffset, buffer: bytes.buffer.byteLength }).toEqual({
        offset: 0,
        buffer: size,
      });
      const { port1, port2 } = new MessageChannel();
      try {
        // Throws DataCloneError for a slice of Node's pool (marked untransferable).
        port1.postMessage(bytes, [bytes.buffer]);
        expect(bytes.byteLength).toBe(0); // moved, not copied
      } finally {
        port1.close();
        port2.close();
      }
    },
  );
});
