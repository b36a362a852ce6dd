import { describe, expect, it } from 'vitest';
import { helpRouteFor } from './routes';

describe('helpRouteFor: the route pattern POST pageinfo expects', () => {
  it.each([
    ['/dashboard', '/dashboard'],
    ['/plan', '/plan'],
    ['/plan/12', '/plan'],
    ['/admin/users', '/admin/users'],
    ['/locatie', '/locatie'],
  ])('%s -> %s', (pathname, pattern) => {
    expect(helpRouteFor(pathname)).toBe(pattern);
  });

  it('has none outside the shell', () => {
    expect(helpRouteFor('/')).toBeNull();
    expect(helpRouteFor('/onbekend')).toBeNull();
  });
});
