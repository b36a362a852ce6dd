import { expect } from 'vitest';
import type { TLanguage } from '@cp/contracts';
import type { Db, DbOrTx } from '../../src/db/client';
import type { DocBlock, DocSection, DocTable } from '../../src/domain/exports/document';
import type { PartBuilder, SectionContext } from '../../src/domain/exports/sections/context';
import { loadSectionContext } from '../../src/domain/exports/sections/load-context';
import { testScope } from './location-scope';

/*
 * Building one part of an export in a test (docs/exports.md), and reading the sections it built:
 * shared by the export-sections-*.test.ts files.
 */

/** Which education, in which language and years, read through which database. */
export type SectionOptions = {
  db: DbOrTx;
  locationId: number;
  educationId: number;
  language?: TLanguage;
  yearIds?: number[] | null;
  now?: Date;
};

/** The section context of an education (all years, Dutch and now unless told otherwise). */
export function sectionContext(options: SectionOptions): Promise<SectionContext> {
  return loadSectionContext({
    db: options.db,
    scope: testScope(options.locationId),
    educationId: options.educationId,
    yearIds: options.yearIds ?? null,
    language: options.language ?? 'nl',
    now: options.now ?? new Date(),
  });
}

/** Wraps a database or transaction to count its statements (select and execute calls). */
export function counted<T extends DbOrTx>(db: T) {
  let statements = 0;
  const proxy = new Proxy(db, {
    get(target, property, receiver) {
      if (property === 'select' || property === 'execute') statements += 1;
      return Reflect.get(target, property, receiver) as unknown;
    },
  });
  return { db: proxy, count: () => statements };
}

/**
 * A part of an education as the export job builds it: inside one REPEATABLE READ, READ ONLY
 * transaction (run-export.ts), so a builder that writes fails here too. Answers the sections,
 * how many it reported and the statements it took.
 */
export async function buildPart(part: PartBuilder, options: SectionOptions & { db: Db }) {
  let sectionsDone = 0;
  let statements = 0;
  const sections = await options.db.transaction(
    async (tx) => {
      const context = await sectionContext({ ...options, db: tx });
      const count = counted(tx);
      const built = await part.build({ ...context, db: count.db }, () => {
        sectionsDone += 1;
      });
      statements = count.count();
      return built;
    },
    { isolationLevel: 'repeatable read', accessMode: 'read only' },
  );
  return { sections, sectionsDone, statements };
}

/** The one section of a part that builds one (design, notes), reported once. */
export async function buildOneSection(part: PartBuilder, context: SectionContext) {
  let done = 0;
  const sections = await part.build(context, () => (done += 1));
  expect(done).toBe(1);
  expect(sections).toHaveLength(1);
  return sections[0]!;
}

export const tables = (section: DocSection) =>
  section.blocks.filter((block): block is DocTable => block.kind === 'table');

export function table(section: DocSection, sheet: string): DocTable {
  const found = tables(section).find((t) => t.sheet === sheet);
  if (!found) throw new Error(`no table ${sheet} in ${tables(section).map((t) => t.sheet)}`);
  return found;
}

export const labels = (t: DocTable) => t.columns.map((column) => column.label);
export const types = (t: DocTable) => t.columns.map((column) => column.type);

/** The blocks as short lines: `table <sheet>`, `h<level> <text>`, or the kind. */
export const outline = (blocks: DocBlock[]) =>
  blocks.map((block) =>
    block.kind === 'table'
      ? `table ${block.sheet}`
      : block.kind === 'heading'
        ? `h${block.level} ${block.text}`
        : block.kind,
  );

/** The block right after the heading with this text. */
export function after(section: DocSection, heading: string, offset = 1): DocBlock {
  const index = section.blocks.findIndex((b) => b.kind === 'heading' && b.text === heading);
  if (index < 0) throw new Error(`no heading ${heading}`);
  return section.blocks[index + offset]!;
}

/** A facts block from label and value pairs, in their order. */
export const facts = (items: [label: string, value: string][]): DocBlock => ({
  kind: 'facts',
  items: items.map(([label, value]) => ({ label, value })),
});
