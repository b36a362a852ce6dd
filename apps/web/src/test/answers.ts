/**
 * The server's 422 for a mock route (test/mock-api.ts): `keys` are the message keys per field,
 * as the API answers a body it refuses (docs/errors.md).
 */
export function invalidAnswer(keys: Record<string, string[]>) {
  return {
    status: 422,
    body: { message: 'Invalid input', code: 'validation', key: 'common.invalidData', keys },
  };
}
