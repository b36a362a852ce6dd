import { describe, expect, it } from 'vitest';
import type { TLocationChoice } from '@cp/contracts';
import { locationAfterLogin } from './after-login';

const loc = (id: number, ssoRequired: TLocationChoice['sso_required'] = null): TLocationChoice => ({
  id,
  title: `Locatie ${id}`,
  domain: `l${id}.nl`,
  type: 'vo',
  sso_required: ssoRequired,
});

describe('locationAfterLogin (brief "Web decisions")', () => {
  it('keeps the remembered location when the user still belongs to it', () => {
    expect(locationAfterLogin('2', [loc(1), loc(2)])).toBe('2');
  });
  it('picks the only location automatically', () => {
    expect(locationAfterLogin(null, [loc(5)])).toBe('5');
    expect(locationAfterLogin('9', [loc(5)])).toBe('5');
  });
  it('lets the user choose with several locations and none remembered (or a foreign one)', () => {
    expect(locationAfterLogin(null, [loc(1), loc(2)])).toBeNull();
    expect(locationAfterLogin('9', [loc(1), loc(2)])).toBeNull();
  });
  it('never picks a location refused for its license in this session', () => {
    expect(locationAfterLogin(null, [loc(5)], new Set(['5']))).toBeNull();
    expect(locationAfterLogin('5', [loc(5), loc(6)], new Set(['5']))).toBeNull();
  });
  it('never picks a location that needs the school account this session was not begun with', () => {
    expect(locationAfterLogin(null, [loc(5, ['entra'])])).toBeNull();
    expect(locationAfterLogin('5', [loc(5, ['entra']), loc(6)])).toBeNull();
  });
  it('has nothing to pick without locations', () => {
    expect(locationAfterLogin('1', [])).toBeNull();
  });
});
