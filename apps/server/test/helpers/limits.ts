/*
 * Time limits of tests whose work grows most on a busy machine: limits against hangs, not speed
 * assertions. In CI the PostgreSQL run of the server tests sits at a lower priority beside
 * `npm test` (docs/testing.md), where work takes several times as long as on an idle machine.
 */

/**
 * How long a test may wait for a Node process it starts itself (`node --import tsx …`). Such a
 * process compiles the server's modules before its first line runs: a few seconds on an idle
 * machine; beside `npm test`'s end-to-end stage one start took more than 30 s.
 */
export const CHILD_PROCESS_LIMIT_MS = 120_000;

/**
 * How long a test may take that streams requests up to and past their limits (50 MB for a note's
 * files) into the server and its file store: the 50 MB one took 20 s on PGlite in `npm test` and
 * 67 s on PostgreSQL at the lower priority (2026-11-28).
 */
export const FULL_REQUEST_LIMIT_MS = 240_000;
