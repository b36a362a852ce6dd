import { describe, expect, it } from 'vitest';
import { DEVICE_ENTRY_MS, deviceOf, withDevice } from './device-cookie';

const SECRET = 'test-secret-that-is-long-enough-0123456789';
const NOW = new Date('2026-06-01T08:00:00Z');

describe('device cookies', () => {
  it('name a device for the address that signed in on it, and for no other', () => {
    const cookie = withDevice(undefined, 'docent@school.nl', SECRET, NOW);
    expect(deviceOf(cookie, 'docent@school.nl', SECRET, NOW)).toMatch(/^[A-Za-z0-9_-]{22}$/);
    expect(deviceOf(cookie, 'leerling@school.nl', SECRET, NOW)).toBeNull();
    expect(deviceOf(cookie, 'docent@school.nl', 'another-secret-of-enough-length', NOW)).toBeNull();
    expect(cookie).not.toContain('docent');
  });

  it('refuse a changed mac, a changed expiry, an expired entry, garbage and an oversized value', () => {
    const cookie = withDevice(undefined, 'docent@school.nl', SECRET, NOW);
    const [nonce, expires, mac] = cookie.split('.') as [string, string, string];
    const email = 'docent@school.nl';
    expect(deviceOf(`${nonce}.${expires}.${'A'.repeat(43)}`, email, SECRET, NOW)).toBeNull();
    const later = (parseInt(expires, 36) + 1).toString(36);
    expect(deviceOf(`${nonce}.${later}.${mac}`, email, SECRET, NOW)).toBeNull();
    const expired = new Date(NOW.getTime() + DEVICE_ENTRY_MS);
    expect(deviceOf(cookie, email, SECRET, expired)).toBeNull();
    expect(deviceOf('%00~..~x', email, SECRET, NOW)).toBeNull();
    expect(deviceOf(`${cookie}~${'x'.repeat(2000)}`, email, SECRET, NOW)).toBeNull();
  });

  it('keep the last five addresses of a shared computer, the newest first, one entry each', () => {
    let cookie: string | undefined;
    for (let i = 1; i <= 6; i++) cookie = withDevice(cookie, `docent${i}@school.nl`, SECRET, NOW);
    expect(cookie!.split('~')).toHaveLength(5);
    expect(deviceOf(cookie, 'docent1@school.nl', SECRET, NOW)).toBeNull();
    for (let i = 2; i <= 6; i++) {
      expect(deviceOf(cookie, `docent${i}@school.nl`, SECRET, NOW)).not.toBeNull();
    }
    const again = withDevice(cookie, 'docent4@school.nl', SECRET, NOW);
    expect(again.split('~')).toHaveLength(5);
    expect(deviceOf(again.split('~')[0], 'docent4@school.nl', SECRET, NOW)).not.toBeNull();
  });
});
