import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PASSWORD_PROBLEM_MESSAGES, PASSWORDS_DO_NOT_MATCH } from '@cp/contracts';
import { createTestContext, type TestContext } from './helpers/app';
import { createLocation, createUser } from './helpers/fixtures';
import { lastMailTo, linkParts, mailsTo } from './helpers/mail';

let ctx: TestContext;
let locationId: number;
beforeAll(async () => {
  ctx = await createTestContext();
  locationId = (await createLocation(ctx.db)).id;
});
afterAll(() => ctx?.close());

const NEW_PASSWORD = 'Vergeten!2026';

async function forgot(email: string) {
  const agent = ctx.agent();
  await agent.csrf();
  return agent.request('POST', 'auth/password/forgot', { body: { email } });
}

/** Waits for the mail, which is sent without holding up the answer. */
async function resetLink(email: string) {
  for (let i = 0; i < 50; i += 1) {
    const mails = await mailsTo(ctx.config.dataDir, email);
    if (mails.length > 0) return linkParts((await lastMailTo(ctx.config.dataDir, email)).link);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  throw new Error(`no reset mail to ${email}`);
}

async function reset(body: Record<string, string>) {
  const agent = ctx.agent();
  await agent.csrf();
  return agent.request('POST', 'auth/password/reset', { body });
}

describe('forgot password', () => {
  it('answers the same for a known and an unknown address, and mails only the known one', async () => {
    const user = await createUser(ctx.db, {
      email: 'bekend@school.nl',
      language: 'en',
      memberships: [{ locationId, roles: ['user'] }],
    });
    const known = await forgot(user.email);
    const unknown = await forgot('onbekend@school.nl');
    expect(known.statusCode).toBe(200);
    expect(unknown.statusCode).toBe(200);
    expect(known.body).toBe(unknown.body);

    const { path, email } = await resetLink(user.email);
    expect(path.startsWith('/wachtwoord/')).toBe(true);
    expect(email).toBe(user.email);
    // The user's own language.
    expect((await lastMailTo(ctx.config.dataDir, user.email)).subject).toBe('Reset your password');
    expect(await mailsTo(ctx.config.dataDir, 'onbekend@school.nl')).toHaveLength(0);
  });

  it('validates the address', async () => {
    const response = await forgot('geen-adres');
    expect(response.statusCode).toBe(422);
    expect(response.json().keys).toHaveProperty('email');
  });
});

describe('reset password', () => {
  it('sets the password, ends every session, and works once', async () => {
    const user = await createUser(ctx.db, { memberships: [{ locationId, roles: ['user'] }] });
    const signedIn = await ctx.agent().signIn(user.email);
    await forgot(user.email);
    const { token } = await resetLink(user.email);

    const body = {
      email: user.email,
      token,
      password: NEW_PASSWORD,
      password_confirmation: NEW_PASSWORD,
    };
    const response = await reset(body);
    expect(response.statusCode, response.body).toBe(200);
    expect((await signedIn.request('GET', 'auth/me')).statusCode).toBe(401);
    expect((await ctx.agent().login(user.email)).statusCode).toBe(401); // old password
    expect((await ctx.agent().login(user.email, NEW_PASSWORD)).statusCode).toBe(200);

    const reused = await reset(body);
    expect(reused.statusCode).toBe(422);
    expect(reused.json().keys).toHaveProperty('token');
  });

  it('refuses an expired link, a link of another address, and an unknown token', async () => {
    const user = await createUser(ctx.db, { memberships: [{ locationId, roles: ['user'] }] });
    await forgot(user.email);
    const { token } = await resetLink(user.email);
    const body = { token, password: NEW_PASSWORD, password_confirmation: NEW_PASSWORD };

    const otherAddress = await reset({ ...body, email: 'iemand-anders@school.nl' });
    expect(otherAddress.statusCode).toBe(422);
    const unknown = await reset({ ...body, email: user.email, token: 'y'.repeat(43) });
    expect(unknown.statusCode).toBe(422);

    ctx.clock.advance(3600_000 + 1000);
    try {
      const expired = await reset({ ...body, email: user.email });
      expect(expired.statusCode).toBe(422);
      expect(expired.json().keys).toHaveProperty('token');
    } finally {
      ctx.clock.advance(-(3600_000 + 1000));
    }
    // The old password still works.
    expect((await ctx.agent().login(user.email)).statusCode).toBe(200);
  });

  it('checks the password policy and that the passwords match', async () => {
    const user = await createUser(ctx.db);
    await forgot(user.email);
    const { token } = await resetLink(user.email);
    const weak = await reset({
      email: user.email,
      token,
      password: 'alleenkleineletters',
      password_confirmation: 'alleenkleineletters',
    });
    expect(weak.statusCode).toBe(422);
    expect(weak.json().keys.password).toEqual([
      PASSWORD_PROBLEM_MESSAGES.uppercase,
      PASSWORD_PROBLEM_MESSAGES.number,
      PASSWORD_PROBLEM_MESSAGES.sign,
    ]);
    const mismatch = await reset({
      email: user.email,
      token,
      password: NEW_PASSWORD,
      password_confirmation: `${NEW_PASSWORD}x`,
    });
    expect(mismatch.json().keys).toEqual({ password_confirmation: [PASSWORDS_DO_NOT_MATCH] });
    // Refused attempts did not use the link up.
    const ok = await reset({
      email: user.email,
      token,
      password: NEW_PASSWORD,
      password_confirmation: NEW_PASSWORD,
    });
    expect(ok.statusCode).toBe(200);
  });

  it('throttles guessing tokens', async () => {
    const guesser = ctx.agent();
    await guesser.csrf();
    const codes = [];
    for (let i = 0; i < 7; i += 1) {
      const response = await guesser.request('POST', 'auth/password/reset', {
        body: {
          email: 'doelwit@school.nl',
          token: `guess-${i}`,
          password: NEW_PASSWORD,
          password_confirmation: NEW_PASSWORD,
        },
      });
      codes.push(response.statusCode);
    }
    expect(codes.slice(0, 5)).toEqual([422, 422, 422, 422, 422]);
    expect(codes.at(-1)).toBe(429);
  });
});
