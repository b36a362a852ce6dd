import { describe, expect, it } from 'vitest';
import { educationScreenFor, helpRouteFor } from './shell-paths';

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

describe('educationScreenFor: which education screen a path shows', () => {
  it.each([
    ['/overzicht', 'overview'],
    ['/ontwerp', 'design'],
    ['/plan', 'plan'],
    ['/plan/12', 'plan'],
    ['/analyse', 'analysis'],
    ['/notities', 'notes'],
    ['/dashboard', null],
    ['/admin/plan', null],
  ])('%s -> %s', (pathname, screen) => {
    expect(educationScreenFor(pathname)).toBe(screen);
  });
});
