import { useSyncExternalStore } from 'react';

/** Ten shades, lightest first, as Mantine's colour tuples. */
export type TShades = readonly [
  string,
  string,
  string,
  string,
  string,
  string,
  string,
  string,
  string,
  string,
];

/*
 * The chosen location's main colour as Mantine's primary colour (app/providers.tsx reads it).
 * Kept apart from the theme so the first load carries only this tiny store; the shades are
 * computed in the shell when a location with a main colour is chosen.
 */
let current: TShades | null = null;
const listeners = new Set<() => void>();

export function setBrandShades(shades: TShades | null): void {
  if (shades === current || (shades && current && shades.join() === current.join())) return;
  current = shades;
  listeners.forEach((listener) => listener());
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

const snapshot = () => current;

export function useBrandShades(): TShades | null {
  return useSyncExternalStore(subscribe, snapshot, snapshot);
}
