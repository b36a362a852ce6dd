import { connect } from 'node:net';
import { API_BASE, CSRF_COOKIE, CSRF_HEADER } from '@cp/contracts';
import type { Agent } from './agent';

/** What a plain HTTP client saw: whether its whole body went out, and the answer. */
export type RawAnswer = {
  /** The error of writing the body (EPIPE, ECONNRESET) when the server closed before it was sent. */
  writeError: string | undefined;
  /** The status line's code, 0 when no answer came. */
  status: number;
  headers: Record<string, string>;
  body: string;
};

/**
 * Sends one request with `body` whole over a new connection, as fast as the connection takes
 * it, the way many plain HTTP clients do: they write the whole body and only then read the
 * answer, so a write that fails (the server closed the connection early) loses the answer for
 * them. Answers the answer and whether the body went out whole.
 */
export function sendWhole(
  baseUrl: string,
  options: { method: string; path: string; headers: Record<string, string>; body: Buffer },
): Promise<RawAnswer> {
  const url = new URL(options.path, baseUrl);
  const head =
    `${options.method} ${url.pathname}${url.search} HTTP/1.1\r\n` +
    `Host: ${url.host}\r\n` +
    Object.entries({ ...options.headers, 'content-length': String(options.body.length) })
      .map(([name, value]) => `${name}: ${value}\r\n`)
      .join('') +
    'Connection: close\r\n\r\n';
  return new Promise((resolve) => {
    const socket = connect(Number(url.port), url.hostname);
    const received: Buffer[] = [];
    let writeError: string | undefined;
    socket.on('data', (piece) => received.push(piece));
    socket.on('error', (error: NodeJS.ErrnoException) => {
      writeError ??= error.code ?? error.message;
    });
    socket.write(head);
    socket.write(options.body, (error) => {
      if (error) writeError ??= (error as NodeJS.ErrnoException).code ?? error.message;
    });
    socket.on('close', () => resolve({ writeError, ...parseAnswer(Buffer.concat(received)) }));
  });
}

function parseAnswer(raw: Buffer): Omit<RawAnswer, 'writeError'> {
  const text = raw.toString('utf8');
  const end = text.indexOf('\r\n\r\n');
  if (end < 0) return { status: 0, headers: {}, body: '' };
  const [statusLine = '', ...lines] = text.slice(0, end).split('\r\n');
  const headers: Record<string, string> = {};
  for (const line of lines) {
    const colon = line.indexOf(':');
    headers[line.slice(0, colon).trim().toLowerCase()] = line.slice(colon + 1).trim();
  }
  return { status: Number(statusLine.split(' ')[1] ?? 0), headers, body: text.slice(end + 4) };
}

/** The agent's cookies and CSRF header, for a request sent outside `inject`. */
export function agentHeaders(agent: Agent): Record<string, string> {
  return {
    cookie: [...agent.cookies].map(([name, value]) => `${name}=${value}`).join('; '),
    [CSRF_HEADER]: agent.cookies.get(CSRF_COOKIE) ?? '',
    accept: 'application/json',
  };
}

export const apiPath = (path: string) => `${API_BASE}/${path}`;
