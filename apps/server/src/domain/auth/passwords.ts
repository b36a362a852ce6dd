import { hash, verify } from '@node-rs/argon2';

// OWASP's argon2id setting: 19 MiB, 2 iterations, 1 lane (docs/server.md "Rules worth knowing").
// `Algorithm` is a const enum that isolated-module compilers cannot read; 2 is Algorithm.Argon2id.
const ARGON2ID = 2;
const OPTIONS = { algorithm: ARGON2ID, memoryCost: 19456, timeCost: 2, parallelism: 1 };

export function hashPassword(password: string): Promise<string> {
  return hash(password, OPTIONS);
}

export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await verify(passwordHash, password);
  } catch {
    // A malformed stored hash must read as "wrong password", never as a server error.
    return false;
  }
}

let dummyHash: Promise<string> | undefined;

/**
 * Verifies against a throw-away hash so that an unknown e-mail address takes as long as a known
 * one with a wrong password; otherwise response times reveal which addresses have accounts.
 */
export async function dummyVerify(password: string): Promise<false> {
  dummyHash ??= hashPassword('not-a-real-password-only-for-timing');
  await verifyPassword(await dummyHash, password);
  return false;
}
