import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { oneOfObjects } from './one-of-objects';

const subject = z.object({ id: z.number(), title: z.string() });
const group = subject.extend({ cluster_ids: z.array(z.number()) });

describe('oneOfObjects', () => {
  it('answers the option a value really is, whatever the order given', () => {
    const value = { id: 1, title: 'A', cluster_ids: [2] };
    expect(oneOfObjects([subject, group]).parse(value)).toEqual(value);
    expect(oneOfObjects([group, subject]).parse(value)).toEqual(value);
    expect(oneOfObjects([subject, group]).parse({ id: 1, title: 'A' })).toEqual({
      id: 1,
      title: 'A',
    });
  });

  it('refuses options it could not tell apart', () => {
    expect(() => oneOfObjects([subject, subject.extend({})])).toThrow(/same keys/);
    expect(() => oneOfObjects([subject, group.extend({ note: z.string().optional() })])).toThrow(
      /Optional key note/,
    );
  });
});
