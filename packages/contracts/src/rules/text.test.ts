import { describe, expect, it } from 'vitest';
import { forbiddenTextPaths, hasForbiddenText, textSchema, TEXT_INVALID_CHARACTERS } from './text';

describe('the text rule', () => {
  it('refuses NUL, other control characters and lone surrogates', () => {
    for (const bad of [
      'a\u0000b',
      '\u0007',
      'x\u001b[31m',
      '\u007f',
      '\u0085',
      '\ud800',
      'a\udc00',
    ]) {
      expect(hasForbiddenText(bad), JSON.stringify(bad)).toBe(true);
    }
  });

  it('accepts tabs, line breaks, accents, emoji and the euro sign', () => {
    for (const good of ['Regel 1\nRegel 2\r\n\tinspringen', 'ë é ï €', 'Prima 👍', '']) {
      expect(hasForbiddenText(good), JSON.stringify(good)).toBe(false);
    }
  });

  it('finds every broken string and key with its path, and deep nesting', () => {
    const body = { title: 'a\u0000', items: [{ name: 'ok' }, { name: '\u0001' }], ['k\u0000']: 1 };
    expect(forbiddenTextPaths(body)).toEqual([['title'], ['items', 1, 'name'], ['k\u0000']]);
    let deep: unknown = 'x';
    for (let i = 0; i < 40; i++) deep = [deep];
    expect(forbiddenTextPaths(deep)).toHaveLength(1);
    expect(forbiddenTextPaths({ a: 1, b: null, c: ['fine'] })).toEqual([]);
  });

  it('gives forms the same rule per field', () => {
    const result = textSchema().safeParse('a\u0000b');
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe(TEXT_INVALID_CHARACTERS);
    expect(textSchema().trim().max(5).parse(' ok ')).toBe('ok');
  });
});
