import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeApi } from '@/test/render';
import { ApiContractError, ApiError, callEndpoint, urlOf } from './api';

afterEach(() => vi.unstubAllGlobals());

describe('callEndpoint', () => {
  it('sends JSON to /api/v1 and returns the parsed answer', async () => {
    const api = fakeApi({
      'GET locations': {
        body: {
          data: [
            { id: 1, title: 'Demo College', domain: 'demo.nl', type: 'vo', sso_required: null },
          ],
        },
      },
    });
    vi.stubGlobal('fetch', api.fetchImpl);
    const answer = await callEndpoint('listLocations', {});
    expect(answer.data[0]?.title).toBe('Demo College');
    expect(api.calls[0]?.headers.get('accept')).toBe('application/json');
    expect(api.calls[0]?.headers.has('x-xsrf-token')).toBe(false);
  });

  it('fetches the CSRF cookie first when missing and sends it back on a POST', async () => {
    const api = fakeApi({
      'GET auth/csrf': { body: { data: null } },
      'POST auth/logout': { body: { data: { provider_logout_url: null } } },
    });
    vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) => {
      if (String(input).endsWith('/auth/csrf')) document.cookie = 'XSRF-TOKEN=token-1; Path=/';
      return api.fetchImpl(input, init);
    });
    await callEndpoint('signOut', {});
    expect(api.calls.map((call) => `${call.method} ${call.path}`)).toEqual([
      'GET auth/csrf',
      'POST auth/logout',
    ]);
    expect(api.calls[1]?.headers.get('x-xsrf-token')).toBe('token-1');
  });

  it('sends the token with a GET whose registry entry changes state (GET notifications/all)', async () => {
    document.cookie = 'XSRF-TOKEN=; Path=/; Max-Age=0';
    const api = fakeApi({
      'GET auth/csrf': { body: { data: null } },
      'GET notifications/all': {
        body: {
          data: {
            unread: [],
            read: [],
            unread_count: 0,
            read_count: 0,
            unread_next: null,
            read_next: null,
          },
        },
      },
    });
    vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) => {
      if (String(input).endsWith('/auth/csrf')) document.cookie = 'XSRF-TOKEN=token-2; Path=/';
      return api.fetchImpl(input, init);
    });
    await callEndpoint('markAllNotificationsRead', {});
    expect(api.calls.map((call) => `${call.method} ${call.path}`)).toEqual([
      'GET auth/csrf',
      'GET notifications/all',
    ]);
    expect(api.calls[1]?.headers.get('x-xsrf-token')).toBe('token-2');
  });

  it('retries once with a fresh token when the server refuses the CSRF token', async () => {
    document.cookie = 'XSRF-TOKEN=stale; Path=/';
    let posts = 0;
    vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) => {
      if (String(input).endsWith('/auth/csrf')) {
        document.cookie = 'XSRF-TOKEN=fresh; Path=/';
        return new Response('{"data":null}');
      }
      posts += 1;
      const token = new Headers(init?.headers).get('x-xsrf-token');
      return token === 'fresh'
        ? new Response('{"data":{"provider_logout_url":null}}')
        : new Response('{"message":"bad token","code":"csrf"}', { status: 403 });
    });
    await callEndpoint('signOut', {});
    expect(posts).toBe(2);
  });

  it('throws ApiError with the plain-text body of a no_license answer', async () => {
    vi.stubGlobal('fetch', async () => new Response('no_license', { status: 403 }));
    const failure = await callEndpoint('listLocations', {}).catch((e: unknown) => e);
    expect(failure).toBeInstanceOf(ApiError);
    expect(failure).toMatchObject({ status: 403, body: 'no_license' });
  });

  it('throws ApiError with the JSON error body and its code', async () => {
    vi.stubGlobal(
      'fetch',
      async () => new Response('{"message":"Wrong","code":"invalid_credentials"}', { status: 401 }),
    );
    const failure = await callEndpoint('getCurrentUser', {}).catch((e: unknown) => e);
    expect(failure).toBeInstanceOf(ApiError);
    expect((failure as ApiError).code).toBe('invalid_credentials');
  });

  it('refuses an answer that breaks its contract', async () => {
    vi.stubGlobal('fetch', async () => new Response('{"data":[{"id":"one"}]}'));
    await expect(callEndpoint('listLocations', {})).rejects.toBeInstanceOf(ApiContractError);
  });

  it("builds the path, method and query from the endpoint's registry entry", async () => {
    const api = fakeApi({
      'GET locations/7/faculties/3': {
        body: { data: { id: 3, location_id: 7, name: 'Techniek', education_parents_count: 0 } },
      },
    });
    vi.stubGlobal('fetch', api.fetchImpl);
    const answer = await callEndpoint('getFaculty', { params: { location: 7, faculty: 3 } });
    expect(answer.data.name).toBe('Techniek');
    expect(api.calls.map((call) => `${call.method} ${call.path}`)).toEqual([
      'GET locations/7/faculties/3',
    ]);
  });

  it('refuses to fetch a file endpoint (a link is built with urlOf)', async () => {
    vi.stubGlobal('fetch', async () => new Response('x'));
    await expect(
      callEndpoint('downloadNoteFile', { params: { location: 1, education: 2, note: 3, file: 4 } }),
    ).rejects.toThrow(/urlOf/);
    expect(urlOf('getLocationLogo', { location: 7 }, { v: 'a b' })).toBe(
      '/api/v1/locations/7/logo?v=a+b',
    );
  });
});
