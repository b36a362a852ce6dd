import type { Server } from 'node:http';
import type { FastifyHttpOptions } from 'fastify';
import type { ConnectionLimits } from '../../config';

/**
 * The HTTP server's own timeouts, from the configuration (docs/configuration.md "Connections").
 * Node's defaults under Fastify leave a slow body and an idle connection open for ever
 * (requestTimeout and the socket timeout 0) and headers for 60-90 s; an outside test held 100
 * idle connections and 5 slow bodies open for over a minute.
 *
 * - headersTimeout: also counts from the moment a connection opens, so a connection that never
 *   sends a byte is closed after it too (Node answers 408 and closes).
 * - requestTimeout: the whole request, body included; only its arrival counts, not the answer,
 *   so a Socket.IO long-polling request (answered up to 25 s later) is not cut by it.
 * - connectionTimeout: the socket's idle timeout, nothing moving either way. A WebSocket leaves
 *   it at the upgrade (ws sets the socket's timeout to 0).
 * - keepAliveTimeout: between two requests on one connection.
 * Node checks the first two every connectionsCheckingInterval (30 s by default, which would
 * stretch a 20 s limit to 50 s); a quarter of the headers timeout, at most a second.
 */
export function serverOptions(
  limits: ConnectionLimits,
): Pick<
  FastifyHttpOptions<Server>,
  'connectionTimeout' | 'keepAliveTimeout' | 'requestTimeout' | 'http'
> {
  return {
    connectionTimeout: limits.idleTimeoutMs,
    keepAliveTimeout: limits.keepAliveTimeoutMs,
    requestTimeout: limits.requestTimeoutMs,
    http: {
      headersTimeout: limits.headersTimeoutMs,
      requestTimeout: limits.requestTimeoutMs,
      connectionsCheckingInterval: checkingIntervalMs(limits),
    },
  };
}

/** How often the body rate and Node's request limits are checked. */
export const checkingIntervalMs = (limits: ConnectionLimits) =>
  Math.max(10, Math.min(1000, Math.floor(limits.headersTimeoutMs / 4)));
