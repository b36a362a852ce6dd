import { pipeline, Readable } from 'node:stream';
import streamArray from 'stream-json/streamers/stream-array.js';
import streamValues from 'stream-json/streamers/stream-values.js';
import { FRAMEWORK_IMPORT_MAX_ITEMS } from '@cp/contracts';
import { refuseFiles } from './parsed-framework';

/*
 * JSON of an import, read as it arrives (decision 0028): the text is never held whole, only the
 * records it holds. A file cut off or not JSON at all is a refusal that names the file.
 */

type TStreamer = typeof streamArray.withParserAsStream;

async function* values(
  bytes: AsyncIterable<Buffer>,
  streamer: TStreamer,
  file: string,
): AsyncGenerator<unknown> {
  // A refusal of the upload itself (too large, cut off by the client) is the upload's, not JSON's.
  let uploadError: unknown = null;
  async function* source(): AsyncGenerator<Buffer> {
    try {
      for await (const piece of bytes) yield piece;
    } catch (error) {
      uploadError = error;
      throw error;
    }
  }
  const parsed = pipeline(Readable.from(source()), streamer(), () => undefined);
  try {
    for await (const { value } of parsed as AsyncIterable<{ value: unknown }>) yield value;
  } catch (error) {
    if (uploadError !== null) throw uploadError;
    // stream-json's words for a top level that is not an array; anything else is broken JSON.
    if (error instanceof Error && /should be an array/.test(error.message)) {
      throw refuseFiles('frameworks.notAList', { file });
    }
    throw refuseFiles('frameworks.notJson', { file });
  } finally {
    parsed.destroy();
  }
}

/** The records of a file that holds one JSON array (SLO's files), at most the import's limit. */
export async function readJsonArray(
  bytes: AsyncIterable<Buffer>,
  file: string,
): Promise<unknown[]> {
  const records: unknown[] = [];
  for await (const value of values(bytes, streamArray.withParserAsStream, file)) {
    if (records.length >= FRAMEWORK_IMPORT_MAX_ITEMS) {
      throw refuseFiles('frameworks.tooManyItems', { max: FRAMEWORK_IMPORT_MAX_ITEMS });
    }
    records.push(value);
  }
  return records;
}

/** The one JSON value of a file (a CASE package). */
export async function readJsonValue(bytes: AsyncIterable<Buffer>, file: string): Promise<unknown> {
  const found: unknown[] = [];
  for await (const value of values(bytes, streamValues.withParserAsStream, file)) {
    found.push(value);
    if (found.length > 1) throw refuseFiles('frameworks.notOneValue', { file });
  }
  if (found.length === 0) throw refuseFiles('frameworks.notJson', { file });
  return found[0];
}
