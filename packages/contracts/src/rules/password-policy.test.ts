import { describe, expect, it } from 'vitest';
import { isPasswordValid, passwordProblems } from './password-policy';

describe('password policy', () => {
  it('accepts a password meeting every rule', () => {
    expect(passwordProblems('Demo!2026')).toEqual([]);
    expect(isPasswordValid('Abcdef1!')).toBe(true); // exactly 8
    expect(isPasswordValid('Aa1!' + 'x'.repeat(26))).toBe(true); // exactly 30
  });
  it('refuses fewer than 8 or more than 30 characters', () => {
    expect(passwordProblems('Abcde1!')).toEqual(['length']);
    expect(passwordProblems('Aa1!' + 'x'.repeat(27))).toEqual(['length']);
  });
  it('requires an uppercase letter', () => {
    expect(passwordProblems('demo!2026')).toEqual(['uppercase']);
  });
  it('requires a lowercase letter', () => {
    expect(passwordProblems('DEMO!2026')).toEqual(['lowercase']);
  });
  it('requires a number', () => {
    expect(passwordProblems('Demo!demo')).toEqual(['number']);
  });
  it('requires a sign', () => {
    expect(passwordProblems('Demo2026x')).toEqual(['sign']);
    expect(passwordProblems('Demo 2026x')).toEqual(['sign']); // a space is not a sign
  });
  it('lists every broken rule at once', () => {
    expect(passwordProblems('')).toEqual(['length', 'uppercase', 'lowercase', 'number', 'sign']);
  });
  it('counts characters, not UTF-16 units', () => {
    expect(passwordProblems('Ab1!ééé😀')).toEqual([]);
  });
});
