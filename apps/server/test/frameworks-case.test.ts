import { createReadStream } from 'node:fs';
import { Readable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { DomainError } from '../src/domain/errors';
import { readCasePackage } from '../src/domain/frameworks/read-case-package';
import { readJsonValue } from '../src/domain/frameworks/read-json';
import { frameworkFile } from './helpers/framework-files';

const read = (name: string) =>
  readJsonValue(createReadStream(frameworkFile('case-opensalt', name)), name);

async function refusal(work: () => unknown): Promise<{ key: string; params: unknown }> {
  try {
    await work();
  } catch (error) {
    if (error instanceof DomainError) return { key: error.key, params: error.params };
    throw error;
  }
  throw new Error('not refused');
}

type TPackage = {
  CFDocument: { identifier: string };
  CFItems: { identifier: string; fullStatement: unknown }[];
  CFAssociations: {
    associationType: string;
    originNodeURI: { identifier: string };
    destinationNodeURI: { identifier: string };
  }[];
};

describe("CASE 1.0 packages, from OpenSALT's files", () => {
  it("imports OpenSALT's sample, accepting and noting what it gets wrong without harm", async () => {
    const { frameworks, notes } = readCasePackage(
      await read('opensalt-sample-what-standards-could-be.json'),
      'sample.json',
    );
    const [framework] = frameworks;
    expect(framework).toMatchObject({
      sourceKind: 'case',
      sourceKey: '20c5134f-423d-4097-a971-3dd5152bf507',
      title: 'What Standards Could Be',
      attribution: 'Brandon Dorman',
    });
    expect(framework!.items).toHaveLength(16);
    expect(framework!.items[0]).toMatchObject({
      code: 'CCSS.Math.Content.6.RP.A',
      kind: 'Cluster',
    });
    expect(framework!.items[0]!.levels).toEqual(['06']);
    expect(notes.map((n) => n.kind).sort()).toEqual(
      expect.arrayContaining(['education_level_name', 'education_level_text']),
    );
  });

  it('orders siblings by sequence number and keeps every character', async () => {
    const ordering = readCasePackage(await read('test-Ordering.json'), 'o.json').frameworks[0]!;
    expect(ordering.items).toHaveLength(28);
    const seen = new Set<string>();
    for (const item of ordering.items) {
      if (item.parentSourceId) expect(seen.has(item.parentSourceId)).toBe(true);
      seen.add(item.sourceId);
    }
    const utf8 = readCasePackage(await read('test-Utf8TestFramework.json'), 'u.json')
      .frameworks[0]!;
    expect(utf8.title).toBe('UTF8 𝑑 Test');
    expect(utf8.items[0]!.title).toBe('Item 𝑑 1');
    const levels = readCasePackage(await read('test-SmartLevelFramework.json'), 's.json');
    expect(levels.frameworks[0]!.items).toHaveLength(14);
  });

  it('refuses a package cut off, wrong types, a cycle, a reference to nothing, duplicate ids and too many items', async () => {
    const cut = Readable.from([
      Buffer.from('{"CFDocument": {"identifier": "d", "title": "x"}, "CFItems": ['),
    ]);
    expect((await refusal(() => readJsonValue(cut, 'cut.json'))).key).toBe('frameworks.notJson');

    const sample = (await read('test-SmartLevelFramework.json')) as TPackage;
    const copy = () => structuredClone(sample);

    const wrongType = copy();
    wrongType.CFItems[2]!.fullStatement = 5;
    expect(await refusal(() => readCasePackage(wrongType, 'p.json'))).toEqual({
      key: 'frameworks.badRecord',
      params: { file: 'p.json', record: 3, field: 'fullStatement' },
    });

    const cycle = copy();
    const [a, b] = cycle.CFItems;
    const under = (child: string) =>
      cycle.CFAssociations.find(
        (x) => x.associationType === 'isChildOf' && x.originNodeURI.identifier === child,
      )!;
    under(a!.identifier).destinationNodeURI.identifier = b!.identifier;
    under(b!.identifier).destinationNodeURI.identifier = a!.identifier;
    expect((await refusal(() => readCasePackage(cycle, 'p.json'))).key).toBe('frameworks.cycle');

    const dangling = copy();
    dangling.CFAssociations[0]!.destinationNodeURI.identifier = 'nowhere';
    expect((await refusal(() => readCasePackage(dangling, 'p.json'))).params).toMatchObject({
      reference: 'nowhere',
    });

    const twice = copy();
    twice.CFItems.push(structuredClone(twice.CFItems[0]!));
    expect((await refusal(() => readCasePackage(twice, 'p.json'))).key).toBe(
      'frameworks.duplicateId',
    );

    const huge = copy();
    huge.CFItems = Array.from({ length: 100_000 }, (_, i) => ({
      identifier: `i${i}`,
      fullStatement: 'x',
    }));
    expect((await refusal(() => readCasePackage(huge, 'p.json'))).key).toBe(
      'frameworks.tooManyItems',
    );

    expect((await refusal(() => readCasePackage([1, 2], 'p.json'))).key).toBe(
      'frameworks.badRecord',
    );
  });
});
