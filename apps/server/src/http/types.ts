import type { Actor } from '../domain/actor';

declare module 'fastify' {
  interface FastifyRequest {
    /** Set by the session guard; null only on public routes. */
    actor: Actor | null;
  }
  interface FastifyContextConfig {
    /** Routes are protected unless they say `public: true` (login, csrf, health). */
    public?: boolean;
  }
}
