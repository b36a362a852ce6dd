// Time of single API requests, one after another (no load): what one user waits for.
import { performance } from 'node:perf_hooks';

export async function getJson(url, cookie) {
  const response = await fetch(url, { headers: { cookie, accept: 'application/json' } });
  if (!response.ok) throw new Error(`${url}: ${response.status}`);
  return response.json();
}

/** Median and p95 of `count` sequential GETs, after a warm-up; also the answer's size. */
export async function timeSequential(url, cookie, count = 100) {
  for (let i = 0; i < 10; i += 1) await getJson(url, cookie);
  const times = [];
  let bytes = 0;
  for (let i = 0; i < count; i += 1) {
    const start = performance.now();
    const response = await fetch(url, { headers: { cookie, accept: 'application/json' } });
    const body = await response.arrayBuffer();
    times.push(performance.now() - start);
    bytes = body.byteLength;
  }
  times.sort((a, b) => a - b);
  const at = (q) => times[Math.min(times.length - 1, Math.floor(q * times.length))];
  return { medianMs: at(0.5), p95Ms: at(0.95), bytes };
}
