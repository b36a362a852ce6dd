// HTTP load with autocannon: the maximum rate, and the latency at a fixed rate of 200 requests/s.
import autocannon from 'autocannon';

function run(options) {
  return new Promise((resolve, reject) => {
    autocannon(options, (err, result) => (err ? reject(err) : resolve(result)));
  });
}

export async function measure(url, headers = {}, { seconds = 8 } = {}) {
  // Warm-up so JIT and connection pools are settled before measuring.
  await run({ url, headers, connections: 10, duration: 2 });
  const max = await run({ url, headers, connections: 50, pipelining: 1, duration: seconds });
  const fixed = await run({ url, headers, connections: 10, overallRate: 200, duration: seconds });
  const failures = max.non2xx + max.errors + fixed.non2xx + fixed.errors;
  return {
    maxRps: max.requests.average,
    maxP99Ms: max.latency.p99,
    at200P99Ms: fixed.latency.p99,
    at200Rps: fixed.requests.average,
    failures,
  };
}
