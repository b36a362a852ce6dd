/**
 * Which expiry text a notification shows (SPEC §2): more than one day left -> "in N days",
 * exactly one -> "tomorrow", otherwise "today". The texts themselves live in the translations.
 */
export type TExpiry = { kind: 'inDays'; days: number } | { kind: 'tomorrow' } | { kind: 'today' };

export function expiryOf(daysLeft: number): TExpiry {
  if (daysLeft > 1) return { kind: 'inDays', days: Math.floor(daysLeft) };
  if (daysLeft === 1) return { kind: 'tomorrow' };
  return { kind: 'today' };
}
