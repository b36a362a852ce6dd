import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  FRAMEWORK_FILE_MAX_BYTES,
  FRAMEWORK_IMPORT_MAX_FILES,
  ZFrameworkImportFieldsSchema,
  type TFrameworkImportFields,
} from '@cp/contracts';
import { DomainError } from '../../domain/errors';
import { collectFrameworkFiles } from '../../domain/frameworks/collect-framework-files';
import { refuseFiles } from '../../domain/frameworks/parsed-framework';
import type { TReadFrameworks } from '../../domain/frameworks/preview-framework-import';
import { parse } from '../parse';
import { readMultipart, type UploadRules } from '../uploads/multipart-reader';

/*
 * The multipart form of a framework import (docs/frameworks.md "Import API"): its text parts
 * first, then the files, each read by the source's reader as it arrives (nothing is stored).
 */

const TEXT_FIELDS = ['source', 'release', 'chosen', 'code', 'title', 'digest'] as const;

const tooLarge = () => new DomainError('payload_too_large', 'frameworks.fileTooLarge');
// A file part without a name: nothing to tell its type by.
const fileRefusal = () => refuseFiles('frameworks.wrongFileType', { file: '(?)' });

function rulesWith(onField: UploadRules['onField']): UploadRules {
  return {
    fileField: 'files',
    maxFiles: FRAMEWORK_IMPORT_MAX_FILES,
    maxFileBytes: FRAMEWORK_FILE_MAX_BYTES,
    maxRequestBytes: FRAMEWORK_FILE_MAX_BYTES * 3,
    maxFields: TEXT_FIELDS.length + 2,
    maxFieldBytes: 200 * 1024,
    checkType: (name) => {
      if (!/\.(json|csv|xlsx)$/i.test(name))
        throw refuseFiles('frameworks.wrongFileType', { file: name });
      const contentType = name.toLowerCase().endsWith('.json')
        ? 'application/json'
        : 'application/octet-stream';
      return { contentType, push: () => {}, finish: () => {} };
    },
    refusals: {
      notMultipart: () => refuseFiles('frameworks.missingFile', { file: '(multipart/form-data)' }),
      requestTooLarge: tooLarge,
      fileTooLarge: tooLarge,
      tooManyFiles: () =>
        refuseFiles('frameworks.tooManyFiles', { max: FRAMEWORK_IMPORT_MAX_FILES }),
      wrongType: fileRefusal,
    },
    onField,
  };
}

/** The fields as the schema wants them: `chosen` is a JSON list, text parts absent are empty. */
function fieldsOf(raw: Map<string, string>): TFrameworkImportFields {
  let chosen: unknown = null;
  const listed = raw.get('chosen');
  if (listed !== undefined && listed !== '') {
    try {
      chosen = JSON.parse(listed);
    } catch {
      chosen = listed;
    }
  }
  return parse(ZFrameworkImportFieldsSchema, {
    source: raw.get('source'),
    release: raw.get('release') ?? '',
    chosen,
    code: raw.get('code') ?? '',
    title: raw.get('title') ?? '',
    digest: raw.get('digest') ?? '',
  });
}

/** Reads the form: its fields and the frameworks its files hold. */
export async function readFrameworkImportForm(
  app: FastifyInstance,
  request: FastifyRequest,
): Promise<{ fields: TFrameworkImportFields; read: TReadFrameworks }> {
  const raw = new Map<string, string>();
  const rules = rulesWith((field) => {
    if ((TEXT_FIELDS as readonly string[]).includes(field.fieldname)) {
      raw.set(field.fieldname, String(field.value));
    }
  });
  let collector: ReturnType<typeof collectFrameworkFiles> | null = null;
  let fields: TFrameworkImportFields | null = null;
  await readMultipart(
    app,
    request,
    rules,
    async ({ name, bytes }) => {
      if (!collector) {
        if (!raw.has('source')) throw refuseFiles('frameworks.fieldsFirst');
        fields = fieldsOf(raw);
        collector = collectFrameworkFiles(fields.source);
      }
      await collector.add(name, bytes);
    },
    async () => undefined,
  );
  fields ??= fieldsOf(raw);
  if (!collector) throw refuseFiles('frameworks.noFiles');
  const read = await (collector as ReturnType<typeof collectFrameworkFiles>).finish(fields);
  return { fields, read };
}
