/**
 * A rendered file's bytes as a Uint8Array that owns its whole ArrayBuffer: the same array when it
 * already does, else an exact copy. Libraries hand back Node Buffers, and Node gives a small
 * Buffer (under half of `Buffer.poolSize`: 32 KiB on Node 24, 4 KiB on Node 20) as a slice of a
 * shared pool. Such a slice cannot be transferred to another thread (the pool is marked
 * untransferable; since Node 21 that throws "DataCloneError: Cannot transfer object of
 * unsupported type"), and anything that keeps it keeps the whole pool alive. On Node 24 a small
 * Word file is such a slice: it was the Word export that failed on every run (issue 26).
 * exceljs' type says ArrayBuffer, hence both kinds in.
 */
export function ownBytes(written: Uint8Array | ArrayBuffer): Uint8Array<ArrayBuffer> {
  if (!(written instanceof Uint8Array)) return new Uint8Array(written);
  const { buffer } = written;
  const whole =
    buffer instanceof ArrayBuffer &&
    written.byteOffset === 0 &&
    written.byteLength === buffer.byteLength;
  // A view of the same whole buffer costs nothing; a copy is made only of a slice.
  return whole ? new Uint8Array(buffer) : new Uint8Array(written);
}
