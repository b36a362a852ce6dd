// A signed-in API client for scripts (crash test, restore drill): the session cookie and the
// session's CSRF token, as the web app sends them.
import { signIn } from '../bench/server-process.mjs';

/** Signs in and returns a client whose calls answer `{ status, body }` and never throw on 4xx/5xx. */
export async function apiClient(baseUrl, email, password) {
  const cookie = await signIn(baseUrl, email, password);
  const csrf = /(?:^|;\s*)XSRF-TOKEN=([^;]*)/.exec(cookie)?.[1] ?? '';
  const api = `${baseUrl}/api/v1`;

  async function call(method, path, { json, form } = {}) {
    const headers = { cookie, accept: 'application/json' };
    if (method !== 'GET') headers['x-xsrf-token'] = csrf;
    let body;
    if (json !== undefined) {
      headers['content-type'] = 'application/json';
      body = JSON.stringify(json);
    } else if (form !== undefined) {
      body = form; // fetch sets the multipart boundary itself
    }
    const response = await fetch(`${api}${path}`, { method, headers, body });
    const type = response.headers.get('content-type') ?? '';
    const payload = type.includes('application/json')
      ? await response.json()
      : Buffer.from(await response.arrayBuffer());
    return { status: response.status, body: payload };
  }

  /** A GET that must succeed: its `data`. */
  async function read(path) {
    const answer = await call('GET', path);
    if (answer.status !== 200) {
      throw new Error(`GET ${path}: ${answer.status} ${JSON.stringify(answer.body)}`);
    }
    return answer.body.data;
  }

  /** A write that must succeed (set-up steps): its `data`. */
  async function write(method, path, json) {
    const answer = await call(method, path, { json });
    if (answer.status < 200 || answer.status > 299) {
      throw new Error(`${method} ${path}: ${answer.status} ${JSON.stringify(answer.body)}`);
    }
    return answer.body.data;
  }

  /** Raw bytes of a GET (files). */
  async function bytes(path) {
    const response = await fetch(`${api}${path}`, { headers: { cookie } });
    if (!response.ok) throw new Error(`GET ${path}: ${response.status}`);
    return Buffer.from(await response.arrayBuffer());
  }

  return { call, read, write, bytes };
}
