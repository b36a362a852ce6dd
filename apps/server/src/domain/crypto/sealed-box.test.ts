import { describe, expect, it } from 'vitest';
import { sealedBox } from './sealed-box';

const box = sealedBox({ purpose: 'test purpose', format: 't1' });
const other = sealedBox({ purpose: 'another purpose', format: 't1' });

describe('sealedBox', () => {
  it('opens what it sealed, and seals the same value differently each time', () => {
    const sealed = box.seal('secret', 'geheim ✓');
    expect(sealed.startsWith('t1.')).toBe(true);
    expect(sealed).not.toContain('geheim');
    expect(box.open('secret', sealed)).toBe('geheim ✓');
    expect(box.seal('secret', 'geheim ✓')).not.toBe(sealed);
  });

  it('answers null for another secret, another purpose, an altered value or another format', () => {
    const sealed = box.seal('secret', 'value');
    expect(box.open('other secret', sealed)).toBeNull();
    expect(other.open('secret', sealed)).toBeNull();
    const [format, iv, tag, body] = sealed.split('.') as [string, string, string, string];
    const flipped = `${body.startsWith('A') ? 'B' : 'A'}${body.slice(1)}`;
    expect(box.open('secret', [format, iv, tag, flipped].join('.'))).toBeNull();
    expect(box.open('secret', ['t2', iv, tag, body].join('.'))).toBeNull();
    expect(box.open('secret', 'not sealed')).toBeNull();
  });
});
