// HTTP load: the maximum rate with autocannon, the latency at a fixed rate of 200 requests/s with
// evenly paced requests (paced-load.mjs; autocannon's `overallRate` sends each second's requests
// in one burst, which overstates p99).
import autocannon from 'autocannon';
import { pacedLoad } from './paced-load.mjs';

function run(options) {
  return new Promise((resolve, reject) => {
    autocannon(options, (err, result) => (err ? reject(err) : resolve(result)));
  });
}

export async function measure(url, headers = {}, { seconds = 8 } = {}) {
  // Warm-up so JIT and connection pools are settled before measuring.
  await run({ url, headers, connections: 10, duration: 2 });
  const max = await run({ url, headers, connections: 50, pipelining: 1, duration: seconds });
  const fixed = await pacedLoad(() => ({ url, headers }), { rate: 200, seconds });
  return {
    maxRps: max.requests.average,
    maxP99Ms: max.latency.p99,
    at200P99Ms: fixed.p99Ms,
    failures: max.non2xx + max.errors + fixed.failed,
  };
}

/**
 * The maximum rate: 50 connections (spread over `url` when it is a list of servers) as fast as
 * the server answers, after a 1 s warm-up.
 */
export async function maxRate(url, headers = {}, { seconds = 5 } = {}) {
  await run({ url, headers, connections: 10, duration: 1 });
  const result = await run({ url, headers, connections: 50, pipelining: 1, duration: seconds });
  await settle(url, headers);
  return {
    rps: result.requests.average,
    p99Ms: result.latency.p99,
    failures: result.non2xx + result.errors,
  };
}

/**
 * Waits until the server has worked off what autocannon left queued when it stopped (a slow
 * answer like the design keeps a server busy for seconds after 50 connections), so the next
 * measurement starts on an idle server: one more request, which queues behind them, then 0.5 s.
 */
async function settle(url, headers) {
  for (const one of Array.isArray(url) ? url : [url]) {
    await fetch(one, { headers }).then((response) => response.arrayBuffer());
  }
  await new Promise((resolve) => setTimeout(resolve, 500));
}
