// Starting and stopping the built product as a child process, and talking to it as a browser would.
import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

/** `nodeArgs`: options for node itself, e.g. ['--cpu-prof'] to profile the process. */
export async function startProcess(
  script,
  { env, cwd, readyUrl, timeoutMs = 60_000, nodeArgs = [] },
) {
  const started = performance.now();
  const child = spawn(process.execPath, [...nodeArgs, script], {
    cwd,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (chunk) => (output += chunk));
  child.stderr.on('data', (chunk) => (output += chunk));
  while (performance.now() - started < timeoutMs) {
    if (child.exitCode !== null) throw new Error(`${script} exited early:\n${output}`);
    try {
      const res = await fetch(readyUrl);
      if (res.ok) return { child, readyMs: performance.now() - started, output: () => output };
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
  child.kill('SIGKILL');
  throw new Error(`${script} did not answer ${readyUrl} within ${timeoutMs} ms:\n${output}`);
}

export async function stopProcess(child) {
  if (child.exitCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  const timer = setTimeout(() => child.kill('SIGKILL'), 10_000);
  await exited;
  clearTimeout(timer);
}

/** Resident set size of a process in MB, read from /proc (Linux). */
export function rssMb(pid) {
  const status = readFileSync(join('/proc', String(pid), 'status'), 'utf8');
  const kb = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? NaN);
  return kb / 1024;
}

/** Signs in through the real API (CSRF cookie first) and returns the Cookie header to reuse. */
export async function signIn(baseUrl, email, password) {
  const csrf = await fetch(`${baseUrl}/api/v1/auth/csrf`);
  const jar = new Map();
  const remember = (res) => {
    for (const line of res.headers.getSetCookie()) {
      const [pair] = line.split(';');
      const [name, ...rest] = pair.split('=');
      jar.set(name.trim(), rest.join('='));
    }
  };
  remember(csrf);
  const cookieHeader = () => [...jar].map(([k, v]) => `${k}=${v}`).join('; ');
  const login = await fetch(`${baseUrl}/api/v1/auth/login`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      cookie: cookieHeader(),
      'x-xsrf-token': jar.get('XSRF-TOKEN') ?? '',
    },
    body: JSON.stringify({ email, password }),
  });
  if (!login.ok) throw new Error(`login failed: ${login.status} ${await login.text()}`);
  remember(login);
  return cookieHeader();
}
