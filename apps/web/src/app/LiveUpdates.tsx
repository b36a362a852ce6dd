import { useRealtime } from './use-realtime';

/**
 * The shell's live updates (use-realtime.ts: the realtime connection, an export's toasts) as a
 * component, so that ShellLayout can load their code after the first paint.
 */
export default function LiveUpdates({ userId }: { userId: number }) {
  useRealtime(userId);
  return null;
}
