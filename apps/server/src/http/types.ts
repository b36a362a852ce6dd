import type { Actor } from '../domain/actor';
import type { AccessLevel } from './access/levels';

declare module 'fastify' {
  interface FastifyRequest {
    /** Set by the session guard; null when no valid session came with the request. */
    actor: Actor | null;
  }
  interface FastifyContextConfig {
    /** Taken from the permission table when the route is registered (http/access). */
    access?: AccessLevel;
  }
}
