import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockApi, NO_CUSTOM_NAMES } from './mock-api';

afterEach(() => {
  vi.unstubAllGlobals();
});

const json = async (path: string, init?: RequestInit) => {
  const response = await fetch(`/api/v1/${path}`, init);
  return { status: response.status, body: response.status === 204 ? null : await response.json() };
};

describe('mockApi', () => {
  it('answers per method and path and records every request', async () => {
    const api = mockApi({
      'GET locations/7/notes': { body: { data: [1] } },
      'POST locations/7/notes': { status: 201, body: { data: 2 } },
    });
    expect(await json('locations/7/notes')).toEqual({ status: 200, body: { data: [1] } });
    expect(
      await json('locations/7/notes', {
        method: 'POST',
        body: JSON.stringify({ text: 'a' }),
        headers: { 'x-xsrf-token': 't' },
      }),
    ).toEqual({ status: 201, body: { data: 2 } });
    expect(api.calls.map((call) => `${call.method} ${call.path}`)).toEqual([
      'GET locations/7/notes',
      'POST locations/7/notes',
    ]);
    const [post] = api.requests('POST', 'locations/7/notes');
    expect(post?.body).toEqual({ text: 'a' });
    expect(post?.headers.get('x-xsrf-token')).toBe('t');
  });

  it('prefers a route with the exact query, then the path, then a :name pattern', async () => {
    const api = mockApi({
      'GET educations?parent=3': { body: { from: 'query' } },
      'GET educations': { body: { from: 'path' } },
      'GET educations/:education/notes': ({ params }) => ({ body: { from: params.education } }),
    });
    expect((await json('educations?parent=3')).body).toEqual({ from: 'query' });
    expect((await json('educations?parent=4')).body).toEqual({ from: 'path' });
    expect((await json('educations/12/notes')).body).toEqual({ from: '12' });
    expect(api.calls[1]?.query.get('parent')).toBe('4');
  });

  it('keeps the FormData of an upload and answers 204 without a body', async () => {
    const api = mockApi({ 'POST files': { status: 204, body: '' } });
    const form = new FormData();
    form.set('name', 'a.pdf');
    expect(await json('files', { method: 'POST', body: form })).toEqual({
      status: 204,
      body: null,
    });
    expect(api.calls[0]?.body).toBe(form);
  });

  it('lets a test change an answer while it runs', async () => {
    const api = mockApi({ 'GET list': { body: [1] } });
    expect((await json('list')).body).toEqual([1]);
    api.route('GET list', { body: [1, 2] });
    expect((await json('list')).body).toEqual([1, 2]);
  });

  it('answers the CSRF cookie request and no custom names without listing them', async () => {
    mockApi(NO_CUSTOM_NAMES);
    expect((await json('auth/csrf')).status).toBe(204);
    expect((await json('locations/1/customTranslations')).status).toBe(404);
    expect((await json('locations/1/educations/5/customTranslations')).status).toBe(404);
    expect(
      (await json('locations/1/faculties/2/educationParents/3/customTranslations')).status,
    ).toBe(404);
  });

  it('answers a request without a route 404 and lists it', async () => {
    const api = mockApi({ 'GET known': { body: null } });
    expect((await json('unknown?x=1')).status).toBe(404);
    expect(api.unexpected).toEqual(['GET /api/v1/unknown?x=1']);
    // Emptied here so this test can pass; the next test shows what a left entry does.
    api.unexpected.length = 0;
  });

  // The helper throws when the test finishes, so this test must be reported as failed.
  it.fails('fails the test that sent a request without a route', async () => {
    mockApi();
    await fetch('/api/v1/not-listed');
  });
});
