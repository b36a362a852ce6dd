import { createContext, useContext, useEffect } from 'react';

/*
 * Whether a dialog of the panel is open, for the frame around the panel. Mantine closes every
 * open modal and drawer on Escape unless they share a stack, so a drawer around this panel
 * would close together with a form opened inside it (and lose what was typed); the frame can
 * switch its own Escape off while a dialog is open (`onDialogChange`).
 */

/** Called with +1 when a dialog of the panel opens and -1 when it closes. */
export const DialogCountContext = createContext<(change: 1 | -1) => void>(() => undefined);

/** Counts the calling dialog as open while it is mounted. */
export function useCountedDialog(): void {
  const count = useContext(DialogCountContext);
  useEffect(() => {
    count(1);
    return () => count(-1);
  }, [count]);
}
