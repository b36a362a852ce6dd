/*
 * Whether live updates currently arrive (set by lib/realtime.ts). A module of its own so that
 * what only reads it (the notifications' poll, whose badge is in the top bar's first paint) does
 * not bring the realtime client along, which loads after the first paint (app/live-updates.ts).
 */

let connected = false;
const statusListeners = new Set<(connected: boolean) => void>();

/** Whether live updates currently arrive; polling falls back to a slow interval when not. */
export function isRealtimeConnected(): boolean {
  return connected;
}

/** Called by the realtime client when its connection comes or goes. */
export function setRealtimeConnected(value: boolean): void {
  if (connected === value) return;
  connected = value;
  statusListeners.forEach((listener) => listener(value));
}

/** Tells `listener` when the connection comes or goes; returns the unsubscribe. */
export function onRealtimeStatus(listener: (connected: boolean) => void): () => void {
  statusListeners.add(listener);
  return () => statusListeners.delete(listener);
}
