import { describe, expect, it } from 'vitest';
import { backButtonTarget, locationTitleTarget, type TBackContext } from './back-button';

const none: TBackContext = {};
const loc: TBackContext = { location: '1' };
const fac: TBackContext = { location: '1', faculty: '2' };
const parent: TBackContext = { location: '1', faculty: '2', educationParent: '3' };
const edu: TBackContext = { ...parent, education: '4' };

describe('backButtonTarget (the back button rules of the shell)', () => {
  it.each([
    ['/locaties', edu],
    ['/locaties', none],
    ['/locaties/', loc],
  ])('is hidden on %s', (path, ctx) => {
    expect(backButtonTarget(path, ctx)).toBeNull();
  });

  it.each([
    [parent, '/dashboard'],
    [edu, '/dashboard'],
    [fac, '/faculteit'],
    [loc, '/locatie'],
    [none, '/locaties'],
    [{ faculty: '2' }, '/faculteit'],
  ])('from notities with %o goes to %s', (ctx, target) => {
    expect(backButtonTarget('/notities', ctx)).toBe(target);
  });

  it.each([
    [edu, '/faculteit'],
    [fac, '/faculteit'],
    [loc, '/locatie'],
    [none, '/locaties'],
  ])('from dashboard with %o goes to %s', (ctx, target) => {
    expect(backButtonTarget('/dashboard', ctx)).toBe(target);
  });

  it.each([
    [fac, '/locatie'],
    [loc, '/locatie'],
    [none, '/locaties'],
  ])('from faculteit with %o goes to %s', (ctx, target) => {
    expect(backButtonTarget('/faculteit', ctx)).toBe(target);
  });

  it.each([[edu], [loc], [none]])('from locatie always goes to locaties (%o)', (ctx) => {
    expect(backButtonTarget('/locatie', ctx)).toBe('/locaties');
  });

  it.each(['/plan/12', '/ontwerp', '/analyse', '/overzicht', '/profiel', '/admin/users'])(
    'from %s goes to notities with an education, else locaties',
    (path) => {
      expect(backButtonTarget(path, edu)).toBe('/notities');
      expect(backButtonTarget(path, parent)).toBe('/locaties');
      expect(backButtonTarget(path, none)).toBe('/locaties');
    },
  );

  it('does not mistake a path that merely starts with a known name', () => {
    expect(backButtonTarget('/locatiesx', none)).toBe('/locaties');
    expect(backButtonTarget('/dashboardx', edu)).toBe('/notities');
  });
});

describe('locationTitleTarget', () => {
  it('goes to notities when an education is selected', () => {
    expect(locationTitleTarget(edu)).toBe('/notities');
  });
  it('goes to the location otherwise', () => {
    expect(locationTitleTarget(parent)).toBe('/locatie');
  });
});
