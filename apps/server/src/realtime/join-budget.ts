/**
 * A token bucket: `capacity` at once, then `perMinute` more each minute. In memory, measured with
 * the caller's clock, so a flood is refused before any database work and tests that move time
 * also refill it.
 */
export class TokenBucket {
  private tokens: number;
  private at: number;

  constructor(
    private readonly capacity: number,
    private readonly perMinute: number,
    now: Date,
  ) {
    this.tokens = capacity;
    this.at = now.getTime();
  }

  /** Takes one token; false when none is left. */
  take(now: Date): boolean {
    const elapsed = Math.max(0, now.getTime() - this.at);
    this.tokens = Math.min(this.capacity, this.tokens + (elapsed * this.perMinute) / 60_000);
    this.at = now.getTime();
    if (this.tokens < 1) return false;
    this.tokens -= 1;
    return true;
  }
}

/*
 * Realtime limits (docs/realtime.md "Limits"). An honest tab joins two rooms when it connects and
 * one more each time the person picks another education parent; reconnecting after a server
 * restart joins them again. These leave room for many tabs and quick clicking, and stop a script.
 */

/** Joins per socket: 20 at once, then 20 a minute. */
export const SOCKET_JOINS = { capacity: 20, perMinute: 20 };
/** Joins per session over all its sockets in this process: 40 at once, then 60 a minute. */
export const SESSION_JOINS = { capacity: 40, perMinute: 60 };
/**
 * Refused joins a socket may send: 20 at once, then 20 a minute. A client that keeps asking after
 * being told to wait is disconnected (the web client backs off instead).
 */
export const SOCKET_REFUSALS = { capacity: 20, perMinute: 20 };
/** A session whose socket was closed for flooding may not connect again for this long. */
export const FLOOD_COOL_DOWN_MS = 60_000;
/** Open sockets per session in this process (one per tab). */
export const SOCKETS_PER_SESSION = 20;
/** How often each process checks that the sessions of its open sockets are still alive. */
export const SESSION_SWEEP_MS = 60_000;
