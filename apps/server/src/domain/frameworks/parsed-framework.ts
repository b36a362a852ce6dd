import type { TFrameworkSourceKind, TMessageKey, TMessageParams } from '@cp/contracts';
import { DomainError } from '../errors';

/*
 * A framework as read from its files, before anything is stored: the same shape whatever the
 * source (SLO, CASE, a sheet), so preview, compare and apply are written once
 * (docs/frameworks.md "Reading SLO's files").
 */

export type TParsedItem = {
  /** The publisher's stable id (SLO UUID, CASE identifier, a sheet's code). */
  sourceId: string;
  /** The parent's source id; null at the top of the tree. */
  parentSourceId: string | null;
  code: string;
  title: string;
  description: string;
  kind: string;
  centralExam: boolean | null;
  schoolExam: boolean | null;
  core: boolean | null;
  optional: boolean | null;
  levels: string[];
};

export type TParsedFramework = {
  sourceKind: TFrameworkSourceKind;
  sourceKey: string;
  code: string;
  title: string;
  description: string;
  version: string;
  levels: string[];
  licence: string;
  attribution: string;
  sourceUrl: string | null;
  /** Top to bottom: each item after its parent, siblings in the publisher's order. */
  items: TParsedItem[];
};

/** Something the import left out or changed on the way, said in the preview. */
export type TImportNote = {
  /** `not_in_programme`, `multiple_parents`, `empty_code`, `sequence_number_text`, ... */
  kind: string;
  /** The item or record it is about (its code, else its title), and how many of the same. */
  about: string;
  count: number;
};

/** A refusal of the files: a 422 with the reason, nothing stored. */
export function refuseFiles(key: TMessageKey, params: TMessageParams = {}): DomainError {
  return new DomainError('invalid', key, { params, fields: { files: [key] } });
}

/** The codes people use, without the spaces some published records carry. */
export const cleanCode = (code: unknown): string => (typeof code === 'string' ? code.trim() : '');

/** Adds one to the note of this kind and subject, or starts it. */
export function addNote(notes: TImportNote[], kind: string, about: string): void {
  const found = notes.find((note) => note.kind === kind && note.about === about);
  if (found) found.count += 1;
  else notes.push({ kind, about, count: 1 });
}
