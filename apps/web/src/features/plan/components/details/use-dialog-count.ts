import { useCallback, useEffect, useRef } from 'react';

/**
 * Counts the panel's open dialogs (dialog-open.ts) and tells `onDialogChange` when the first
 * opens (true) and when the last closes (false). Answers the counter the dialogs call.
 */
export function useDialogCount(onDialogChange: ((open: boolean) => void) | undefined) {
  const openDialogs = useRef(0);
  const notify = useRef(onDialogChange);
  useEffect(() => {
    notify.current = onDialogChange;
  }, [onDialogChange]);
  const countDialog = useCallback((change: 1 | -1) => {
    const before = openDialogs.current;
    openDialogs.current = before + change;
    if ((before === 0) !== (openDialogs.current === 0)) notify.current?.(openDialogs.current > 0);
  }, []);
  // Closing the panel with a dialog open: the frame's Escape works again.
  useEffect(
    () => () => {
      if (openDialogs.current > 0) notify.current?.(false);
    },
    [],
  );
  return countDialog;
}
