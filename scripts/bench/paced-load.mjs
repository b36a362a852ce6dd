// An open-loop load generator with evenly paced requests: request i is due at t0 + i / rate and
// its latency is counted from that due time, not from when it was sent. A server that falls
// behind therefore shows its queue in the figures (no "coordinated omission"), and the requests
// of one second are spread over it instead of leaving in one burst (autocannon's `overallRate`
// sends each second's quota at once, which overstates p99 at a fixed rate).
import http from 'node:http';
import { performance } from 'node:perf_hooks';

const quantile = (sorted, q) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))];

/** One request on the keep-alive agent; resolves with the status code (0 on a socket error). */
function send(agent, url, { method, headers, body }) {
  return new Promise((resolve) => {
    const request = http.request(url, { agent, method, headers }, (response) => {
      response.on('data', () => {});
      response.on('end', () => resolve(response.statusCode ?? 0));
      response.on('error', () => resolve(0));
    });
    request.on('error', () => resolve(0));
    request.end(body);
  });
}

/**
 * Sends `rate` requests per second for `seconds` (after `warmupSeconds` at the same pace, not
 * counted). `request(i)` gives `{ url, method?, headers?, body? }` for the i-th request, so a
 * write can change something different each time. `connections` caps the open sockets; a request
 * waiting for one waits on the clock too.
 *
 * A server slower than the rate builds a queue without end. Once more than `maxQueue` requests
 * (default: one second's worth) are unanswered, no more are sent: the run is `overloaded`, the
 * requests not sent count as failed with an infinite latency, and it waits for the queue to
 * drain (so the next measurement does not share the server with this one's backlog).
 */
export async function pacedLoad(
  request,
  {
    rate = 200,
    seconds = 5,
    warmupSeconds = 1,
    connections = 64,
    maxQueue = rate,
    graceMs = 60_000,
  } = {},
) {
  const agent = new http.Agent({ keepAlive: true, maxSockets: connections });
  try {
    const warmup = Math.round(rate * warmupSeconds);
    const total = warmup + Math.round(rate * seconds);
    const intervalMs = 1000 / rate;
    const latencies = [];
    let failed = 0;
    // Every answer, warm-up included (the CPU per request divides by it).
    let answered = 0;
    const pending = new Set();
    const t0 = performance.now() + 20;
    let next = 0;
    let overloaded = false;
    await new Promise((resolve) => {
      const tick = () => {
        const now = performance.now();
        if (pending.size > maxQueue) {
          overloaded = true;
          resolve();
          return;
        }
        // Everything due by now leaves now (a late timer sends the few it missed at once).
        while (next < total && t0 + next * intervalMs <= now) {
          const index = next;
          const due = t0 + index * intervalMs;
          const { url, method = 'GET', headers = {}, body } = request(index);
          const sent = send(agent, url, { method, headers, body }).then((status) => {
            pending.delete(sent);
            if (status !== 0) answered += 1;
            if (index < warmup) return;
            if (status >= 200 && status < 300) latencies.push(performance.now() - due);
            else failed += 1;
          });
          pending.add(sent);
          next += 1;
        }
        if (next < total) setTimeout(tick, Math.max(0, t0 + next * intervalMs - performance.now()));
        else resolve();
      };
      tick();
    });
    let timer;
    const grace = new Promise((resolve) => (timer = setTimeout(resolve, graceMs)));
    await Promise.race([Promise.all(pending), grace]);
    clearTimeout(timer);
    const counted = total - warmup;
    const unanswered = counted - latencies.length - failed;
    const sorted = [...latencies, ...Array(unanswered).fill(Infinity)].sort((a, b) => a - b);
    return {
      overloaded,
      requests: counted,
      answered,
      failed: failed + unanswered,
      p50Ms: quantile(sorted, 0.5),
      p99Ms: quantile(sorted, 0.99),
      maxMs: sorted.at(-1),
    };
  } finally {
    agent.destroy();
  }
}
