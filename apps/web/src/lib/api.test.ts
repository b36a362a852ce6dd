import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeApi } from '@/test/render';
import { ApiContractError, ApiError, apiRequest } from './api';

afterEach(() => vi.unstubAllGlobals());

describe('apiRequest', () => {
  it('sends JSON to /api/v1 and returns the parsed answer', async () => {
    const api = fakeApi({
      'GET locations': {
        body: { data: [{ id: 1, title: 'Demo College', domain: 'demo.nl', type: 'vo' }] },
      },
    });
    vi.stubGlobal('fetch', api.fetchImpl);
    const answer = await apiRequest('locations', { schema: (s) => s.ZLocationListResponseSchema });
    expect(answer.data[0]?.title).toBe('Demo College');
    expect(api.calls[0]?.headers.get('accept')).toBe('application/json');
    expect(api.calls[0]?.headers.has('x-xsrf-token')).toBe(false);
  });

  it('fetches the CSRF cookie first when missing and sends it back on a POST', async () => {
    const api = fakeApi({
      'GET auth/csrf': { body: { data: null } },
      'POST auth/logout': { body: { data: null } },
    });
    vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) => {
      if (String(input).endsWith('/auth/csrf')) document.cookie = 'XSRF-TOKEN=token-1; Path=/';
      return api.fetchImpl(input, init);
    });
    await apiRequest('auth/logout', { method: 'POST', schema: (s) => s.ZEmptyResponseSchema });
    expect(api.calls.map((call) => `${call.method} ${call.path}`)).toEqual([
      'GET auth/csrf',
      'POST auth/logout',
    ]);
    expect(api.calls[1]?.headers.get('x-xsrf-token')).toBe('token-1');
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
        ? new Response('{"data":null}')
        : new Response('{"message":"bad token","code":"csrf"}', { status: 403 });
    });
    await apiRequest('auth/logout', { method: 'POST', schema: (s) => s.ZEmptyResponseSchema });
    expect(posts).toBe(2);
  });

  it('throws ApiError with the plain-text body of a no_license answer', async () => {
    vi.stubGlobal('fetch', async () => new Response('no_license', { status: 403 }));
    const failure = await apiRequest('locations', {
      schema: (s) => s.ZLocationListResponseSchema,
    }).catch((e: unknown) => e);
    expect(failure).toBeInstanceOf(ApiError);
    expect(failure).toMatchObject({ status: 403, body: 'no_license' });
  });

  it('throws ApiError with the JSON error body and its code', async () => {
    vi.stubGlobal(
      'fetch',
      async () => new Response('{"message":"Wrong","code":"invalid_credentials"}', { status: 401 }),
    );
    const failure = await apiRequest('auth/me', { schema: (s) => s.ZMeResponseSchema }).catch(
      (e: unknown) => e,
    );
    expect(failure).toBeInstanceOf(ApiError);
    expect((failure as ApiError).code).toBe('invalid_credentials');
  });

  it('refuses an answer that breaks its contract', async () => {
    vi.stubGlobal('fetch', async () => new Response('{"data":[{"id":"one"}]}'));
    await expect(
      apiRequest('locations', { schema: (s) => s.ZLocationListResponseSchema }),
    ).rejects.toBeInstanceOf(ApiContractError);
  });
});
