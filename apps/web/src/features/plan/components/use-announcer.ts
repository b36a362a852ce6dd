import { useCallback, useRef } from 'react';
import type { TAnnouncer } from './Announcer';

/** The board's polite live region (Announcer): its ref, and a stable way to say something. */
export function useAnnouncer() {
  const announcer = useRef<TAnnouncer | null>(null);
  const announce = useCallback((text: string) => announcer.current?.say(text), []);
  return { announcer, announce };
}
