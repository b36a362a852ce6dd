import { describe, expect, it } from 'vitest';
import { compileTemplate } from './template';

describe('compileTemplate', () => {
  it('fills the placeholders where the translation put them, in any order', () => {
    const fill = compileTemplate(
      ['goal', 'flags'] as const,
      (v) => `${v.flags}: ${v.goal} (${v.flags})`,
    );
    expect(fill({ goal: '1.2.3 Doel', flags: 'getoetst' })).toBe('getoetst: 1.2.3 Doel (getoetst)');
  });
});
