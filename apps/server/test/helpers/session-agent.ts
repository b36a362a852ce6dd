import { createSession } from '../../src/domain/auth/sessions';
import { SESSION_COOKIE } from '../../src/http/cookies';
import type { Agent } from './agent';
import type { TestContext } from './app';

/**
 * A signed-in agent without a password check (argon2 is slow, and a location that turned
 * password sign-in off would refuse it); with the CSRF token bound to that session. Such a
 * location admits the session only when it began through its own connection (`ssoConnectionId`).
 */
export async function sessionAgent(
  ctx: TestContext,
  userId: number,
  /** The single sign-on connection the session began through; without it, a password session. */
  options: { ssoConnectionId?: number } = {},
): Promise<Agent> {
  const agent = ctx.agent();
  const { sessionId } = await createSession({
    db: ctx.db,
    userId,
    ssoConnectionId: options.ssoConnectionId,
    now: ctx.clock.now(),
    settings: {
      sessionSecret: ctx.config.sessionSecret,
      sessionIdleMs: ctx.config.sessionIdleMs,
      sessionAbsoluteMs: ctx.config.sessionAbsoluteMs,
    },
  });
  agent.cookies.set(SESSION_COOKIE, sessionId);
  await agent.csrf();
  return agent;
}
