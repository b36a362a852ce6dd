import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import { API_BASE, CSRF_COOKIE, CSRF_HEADER } from '@cp/contracts';
import { TEST_PASSWORD } from './fixtures';

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE' | 'HEAD' | 'OPTIONS';

let ipCounter = 0;

/**
 * A browser stand-in for `app.inject`: keeps cookies between calls and sends the CSRF header the
 * way the web app does. Each agent has its own IP so per-IP sign-in throttling in one test does
 * not spill into the next.
 */
export class Agent {
  readonly cookies = new Map<string, string>();
  readonly ip: string;

  constructor(
    private readonly app: FastifyInstance,
    ip?: string,
  ) {
    ipCounter += 1;
    this.ip = ip ?? `10.${(process.pid >> 8) & 255}.${process.pid & 255}.${ipCounter % 250}`;
  }

  async request(
    method: Method,
    path: string,
    options: { body?: unknown; csrf?: boolean; headers?: Record<string, string> } = {},
  ): Promise<LightMyRequestResponse> {
    const headers: Record<string, string> = { accept: 'application/json', ...options.headers };
    const token = this.cookies.get(CSRF_COOKIE);
    if (options.csrf !== false && token) headers[CSRF_HEADER] = token;
    if (this.cookies.size > 0) {
      headers.cookie = [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
    }
    const inject: InjectOptions = {
      method,
      url: path.startsWith('/') ? path : `${API_BASE}/${path}`,
      headers,
      remoteAddress: this.ip,
    };
    if (options.body !== undefined) inject.payload = options.body as InjectOptions['payload'];
    const response = await this.app.inject(inject);
    this.store(response);
    return response;
  }

  private store(response: LightMyRequestResponse) {
    for (const cookie of response.cookies) {
      const expired =
        cookie.value === '' || (cookie.expires !== undefined && cookie.expires <= new Date());
      if (expired) this.cookies.delete(cookie.name);
      else this.cookies.set(cookie.name, cookie.value);
    }
  }

  /** Fetches the CSRF cookie, as the web app does before its first change. */
  async csrf(): Promise<string> {
    await this.request('GET', 'auth/csrf');
    const token = this.cookies.get(CSRF_COOKIE);
    if (!token) throw new Error('no CSRF cookie');
    return token;
  }

  /** Asks for the token again, as the web app does after a `csrf` refusal. */
  async csrfRefresh(): Promise<string> {
    this.cookies.delete(CSRF_COOKIE);
    return this.csrf();
  }

  async login(email: string, password = TEST_PASSWORD): Promise<LightMyRequestResponse> {
    if (!this.cookies.has(CSRF_COOKIE)) await this.csrf();
    return this.request('POST', 'auth/login', { body: { email, password } });
  }

  /** Logs in and fails loudly, for tests whose subject is not sign-in. */
  async signIn(email: string): Promise<this> {
    const response = await this.login(email);
    if (response.statusCode !== 200) throw new Error(`login failed: ${response.body}`);
    return this;
  }
}
