import { describe, expect, it } from 'vitest';
import { ApiError, ApiContractError } from './api';
import { errorActionFor } from './error-action';

const on = (status: number, body: unknown, pathname = '/notities') =>
  errorActionFor(new ApiError(status, body), pathname);

describe('errorActionFor (docs/foundation-brief.md, The shell)', () => {
  it('401: back to the login page with "not signed in", which brings the person back', () => {
    expect(on(401, { message: 'x', code: 'unauthenticated' })).toEqual({
      message: 'errors.notSignedIn',
      navigateTo: '/?next=%2Fnotities',
      clearLicensedContext: false,
    });
    // The locations screen is where every sign-in goes anyway.
    expect(on(401, null, '/locaties').navigateTo).toBe('/');
  });

  it('401 on a public page is left to that page', () => {
    for (const pathname of [
      '/',
      '/uitnodiging/a@b.nl/t',
      '/wachtwoord/a@b.nl/t',
      '/x/registreer',
      '/surf',
    ]) {
      expect(on(401, null, pathname)).toEqual({
        message: null,
        navigateTo: null,
        clearLicensedContext: false,
      });
    }
  });

  it('403 with body exactly no_license: clear the context, explain, go to /locaties', () => {
    expect(on(403, 'no_license')).toEqual({
      message: 'errors.noLicense',
      navigateTo: '/locaties',
      clearLicensedContext: true,
    });
  });

  it('403 no_license while on /locaties stays there (issue 14: no bouncing)', () => {
    expect(on(403, 'no_license', '/locaties').navigateTo).toBe('/locaties');
  });

  it('403 sso_required: the location needs its school account; explain, go to /locaties', () => {
    expect(
      on(403, { message: 'x', code: 'sso_required', key: 'sso.schoolAccountRequired' }),
    ).toEqual({
      message: 'errors.ssoRequired',
      navigateTo: '/locaties',
      clearLicensedContext: false,
    });
  });

  it('any other 403: no-access message and /dashboard', () => {
    expect(on(403, { message: 'Forbidden', code: 'forbidden' })).toEqual({
      message: 'errors.noAccess',
      navigateTo: '/dashboard',
      clearLicensedContext: false,
    });
    expect(on(403, 'no_license_at_all').message).toBe('errors.noAccess');
  });

  it('403 on the dashboard itself goes to the no-access page', () => {
    expect(on(403, { message: 'Forbidden' }, '/dashboard').navigateTo).toBe('/geen-toegang');
  });

  it('429: the "too much at once" message, and the user stays', () => {
    expect(on(429, { message: 'slow down', code: 'rate_limited' })).toEqual({
      message: 'errors.tooManyRequests',
      navigateTo: null,
      clearLicensedContext: false,
    });
  });

  it('5xx, network failures and contract mismatches say something went wrong', () => {
    expect(on(500, null).message).toBe('errors.unexpected');
    expect(errorActionFor(new TypeError('Failed to fetch'), '/dashboard').message).toBe(
      'errors.unexpected',
    );
    expect(errorActionFor(new ApiContractError('auth/me', []), '/dashboard').navigateTo).toBeNull();
  });

  it('404, 409, 413 and 422 are left to the screen that asked', () => {
    for (const status of [404, 409, 413, 422]) {
      expect(on(status, { message: 'x' })).toEqual({
        message: null,
        navigateTo: null,
        clearLicensedContext: false,
      });
    }
  });
});
