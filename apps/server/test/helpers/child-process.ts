/**
 * How long a test may wait for a Node process it starts itself (`node --import tsx …`). Such a
 * process compiles the server's modules before its first line runs: a few seconds on an idle
 * machine, but in CI the PostgreSQL run of these tests sits at a lower priority beside `npm test`
 * (docs/testing.md), and there one start took more than 30 s. A limit against hangs, not a speed
 * assertion.
 */
export const CHILD_PROCESS_LIMIT_MS = 120_000;
