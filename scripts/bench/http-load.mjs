// HTTP load: the maximum rate with autocannon, the latency at a fixed rate of 200 requests/s with
// evenly paced requests (paced-load.mjs; autocannon's `overallRate` sends each second's requests
// in one burst, which overstates p99). With a `meter` (cpu-time.mjs) each also answers the CPU
// time the server (and PostgreSQL) spent in that run and the requests it completed, so the CPU
// per request can stand next to the rate (issue 26).
import autocannon from 'autocannon';
import { pacedLoad } from './paced-load.mjs';

function run(options) {
  return new Promise((resolve, reject) => {
    autocannon(options, (err, result) => (err ? reject(err) : resolve(result)));
  });
}

/** Answers requests completed in an autocannon run (autocannon 8: `requests.total`). */
const completed = (result) => result.requests.total ?? result.totalCompletedRequests ?? 0;

/** `work` between meter.start() and meter.stop(); answers [result, cpu or undefined]. */
async function metered(meter, work) {
  if (!meter) return [await work(), undefined];
  await meter.start();
  const result = await work();
  return [result, await meter.stop()];
}

export async function measure(url, headers = {}, { seconds = 8, meter } = {}) {
  // Warm-up so JIT and connection pools are settled before measuring.
  await run({ url, headers, connections: 10, duration: 2 });
  const [max, maxCpu] = await metered(meter, () =>
    run({ url, headers, connections: 50, pipelining: 1, duration: seconds }),
  );
  await settle(url, headers);
  const [fixed, fixedCpu] = await metered(meter, () =>
    pacedLoad(() => ({ url, headers }), { rate: 200, seconds }),
  );
  return {
    maxRps: max.requests.average,
    maxP99Ms: max.latency.p99,
    at200P99Ms: fixed.p99Ms,
    failures: max.non2xx + max.errors + fixed.failed,
    maxCpu: maxCpu && { ...maxCpu, requests: completed(max) },
    at200Cpu: fixedCpu && { ...fixedCpu, requests: fixed.answered },
  };
}

/**
 * The maximum rate: 50 connections (spread over `url` when it is a list of servers) as fast as
 * the server answers, after a 1 s warm-up. With `meter`, `cpu` is the CPU of the measured run
 * (not the warm-up) and `requests` the requests it completed; up to 50 answered just after the
 * stop are not counted, of thousands.
 */
export async function maxRate(url, headers = {}, { seconds = 5, meter } = {}) {
  await run({ url, headers, connections: 10, duration: 1 });
  const [result, cpu] = await metered(meter, () =>
    run({ url, headers, connections: 50, pipelining: 1, duration: seconds }),
  );
  await settle(url, headers);
  return {
    rps: result.requests.average,
    p99Ms: result.latency.p99,
    failures: result.non2xx + result.errors,
    requests: completed(result),
    cpu,
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
