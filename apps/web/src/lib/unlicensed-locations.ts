import { useSyncExternalStore } from 'react';

/**
 * The locations that answered 403 `no_license` in this page session (docs/organisation.md
 * "Locations and licenses"). Without this memory the shell picked the only location again right
 * after the refusal cleared it, the next request was refused again, and the app bounced between
 * pages hundreds of times a second (issue 14). A location here is never chosen automatically; the
 * user may still choose it (which forgets the refusal, so a license added meanwhile works at once).
 */
let refused: ReadonlySet<string> = new Set();
const listeners = new Set<() => void>();

function replace(next: ReadonlySet<string>): void {
  refused = next;
  listeners.forEach((listener) => listener());
}

export function rememberUnlicensed(id: string): void {
  if (!refused.has(id)) replace(new Set([...refused, id]));
}

export function forgetUnlicensed(id: string): void {
  if (!refused.has(id)) return;
  const next = new Set(refused);
  next.delete(id);
  replace(next);
}

export function isUnlicensed(id: string | number): boolean {
  return refused.has(String(id));
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

const snapshot = () => refused;

/** The refused locations, re-rendering when one is added or forgotten. */
export function useUnlicensedLocations(): ReadonlySet<string> {
  return useSyncExternalStore(subscribe, snapshot, snapshot);
}
