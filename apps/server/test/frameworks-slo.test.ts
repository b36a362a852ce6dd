import { Readable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { FRAMEWORK_IMPORT_MAX_ITEMS } from '@cp/contracts';
import { DomainError } from '../src/domain/errors';
import { readJsonArray } from '../src/domain/frameworks/read-json';
import { readSloCoreObjectives } from '../src/domain/frameworks/read-slo-core-objectives';
import { readSloExamProgrammes } from '../src/domain/frameworks/read-slo-exam-programmes';
import { sloCoreRecords, sloExamRecords } from './helpers/framework-files';

/** The refusal's key and params, for a file that must be refused. */
async function refusal(work: () => unknown): Promise<{ key: string; params: unknown }> {
  try {
    await work();
  } catch (error) {
    if (error instanceof DomainError) return { key: error.key, params: error.params };
    throw error;
  }
  throw new Error('not refused');
}

const bytes = (text: string) => Readable.from([Buffer.from(text)]);

describe("SLO's exam programmes, from the published files", () => {
  it('reads all 107 programmes, and together they hold every record of the files but one', async () => {
    const { frameworks, notes } = readSloExamProgrammes(await sloExamRecords());
    expect(frameworks).toHaveLength(107);
    const distinct = (kind: string) =>
      new Set(
        frameworks.flatMap((f) => f.items.filter((i) => i.kind === kind).map((i) => i.sourceId)),
      ).size;
    // The files hold 763 domains, 1,000 subdomains and 2,784 eindtermen; one domain belongs to no
    // programme, and the preview says so.
    expect([distinct('domain'), distinct('subdomain'), distinct('eindterm')]).toEqual([
      762, 1000, 2784,
    ]);
    expect(notes.filter((n) => n.kind === 'not_in_programme')).toHaveLength(1);
    // 196 eindtermen of the files have no code; with the copies, 235 items of the programmes.
    expect(notes.find((n) => n.kind === 'empty_code' && n.about === 'eindterm')?.count).toBe(235);
    expect(notes.some((n) => n.kind === 'multiple_parents')).toBe(false);
    // Programmes share items: each holds its own copy (decision 0028).
    expect(frameworks.reduce((sum, f) => sum + f.items.length, 0)).toBe(785 + 1138 + 3766);
  });

  it('keeps the tree, the order, the codes, the flags and the levels of Informatica havo', async () => {
    const { frameworks } = readSloExamProgrammes(await sloExamRecords());
    const informatica = frameworks.find((f) => f.title === 'Examenprogramma Informatica havo')!;
    expect(informatica).toMatchObject({
      sourceKind: 'slo_exam',
      code: 'INF/havo',
      // SLO's own name of the level: bovenbouw havo.
      levels: ['bb havo'],
      licence: 'CC BY 4.0',
      attribution: 'SLO, opendata.slo.nl',
    });
    const [first] = informatica.items;
    expect(first).toMatchObject({ kind: 'domain', parentSourceId: null });
    // Every item comes after its parent.
    const seen = new Set<string>();
    for (const item of informatica.items) {
      if (item.parentSourceId) expect(seen.has(item.parentSourceId)).toBe(true);
      seen.add(item.sourceId);
    }
    const eindtermen = informatica.items.filter((i) => i.kind === 'eindterm');
    expect(eindtermen.length).toBeGreaterThan(0);
    expect(eindtermen.every((i) => i.levels.includes('bb havo'))).toBe(true);
    expect(eindtermen.some((i) => i.schoolExam === true)).toBe(true);
    expect(informatica.items.every((i) => i.code === i.code.trim())).toBe(true);
  });

  it('refuses a file cut off, a file that is no list, a record without a title and a reference to nothing', async () => {
    expect(
      await refusal(() =>
        readJsonArray(bytes('[{"id": "a", "title": "x"}, {"id'), 'domeinen.json'),
      ),
    ).toEqual({
      key: 'frameworks.notJson',
      params: { file: 'domeinen.json' },
    });
    expect((await refusal(() => readJsonArray(bytes('{"id": "a"}'), 'domeinen.json'))).key).toBe(
      'frameworks.notAList',
    );
    const files = await sloExamRecords();
    const untitled = { ...files, domains: [{ id: 'd1', prefix: 'X' }] };
    expect(await refusal(() => readSloExamProgrammes(untitled))).toEqual({
      key: 'frameworks.badRecord',
      params: { file: 'domeinen.json', record: 1, field: 'title' },
    });
    const programme = {
      id: 'p1',
      title: 'Examenprogramma Proef',
      examenprogramma_domein_id: ['nergens'],
    };
    expect(
      await refusal(() => readSloExamProgrammes({ ...files, programmes: [programme] })),
    ).toEqual({
      key: 'frameworks.unknownReference',
      params: { item: 'Examenprogramma Proef', reference: 'nergens' },
    });
    const twice = [files.eindtermen[0], files.eindtermen[0]];
    expect((await refusal(() => readSloExamProgrammes({ ...files, eindtermen: twice }))).key).toBe(
      'frameworks.duplicateId',
    );
  });

  it('refuses more records than an import may hold, before reading them all', async () => {
    const many = `[${Array.from({ length: FRAMEWORK_IMPORT_MAX_ITEMS + 1 }, (_, i) => `{"id":"${i}"}`).join(',')}]`;
    expect((await refusal(() => readJsonArray(bytes(many), 'eindtermen.json'))).key).toBe(
      'frameworks.tooManyItems',
    );
  });
});

describe("SLO's core objectives of 2006, from the published files", () => {
  it('reads one framework per school type, which together hold all 405 objectives', async () => {
    const { frameworks, notes } = readSloCoreObjectives(await sloCoreRecords());
    expect(frameworks.map((f) => f.code)).toEqual([
      'Kerndoelen PO',
      'Kerndoelen SO nl/ml',
      'Kerndoelen SO zml/mg',
      'Kerndoelen VSO',
      'Kerndoelen VO',
    ]);
    const objectives = frameworks.flatMap((f) => f.items.filter((i) => i.kind === 'kerndoel'));
    expect(new Set(objectives.map((i) => i.sourceId)).size).toBe(405);
    expect(notes.filter((n) => n.kind === 'no_school_type')).toEqual([]);
    const vo = frameworks.find((f) => f.code === 'Kerndoelen VO')!;
    expect(vo.items.filter((i) => i.kind === 'kerndoel')).toHaveLength(58);
    // The short label is the title, the full sentence the description.
    const first = vo.items.find((i) => i.kind === 'kerndoel')!;
    expect(first.title.length).toBeLessThan(first.description.length);
    expect(vo.attribution).toBe('SLO, opendata.slo.nl');
  });
});
