import { useState, type ReactElement } from 'react';
import { useLeaveGuard } from '@/lib/leave-guard';
import { UnsavedChangesDialog } from './UnsavedChangesDialog';

/**
 * The rule of every form in a modal: while it holds unsaved changes (`dirty`), nothing closes it
 * without asking. Every way of closing (Escape, the close button, a click outside, Cancel) calls
 * `requestClose`: with changes it shows the question (render `question`), without it closes at
 * once; while `pending` (saving) nothing closes it. "Verder bewerken" keeps the form as it was,
 * "Weggooien" calls `onClose`. Leaving the page while dirty asks too (lib/leave-guard.ts).
 *
 * Spread `modalProps` on the form's Modal: while the question is open the form's Modal does not
 * react to Escape itself (both Modals listen on the window; the question's Escape means "keep
 * editing" and must not reach the form), and does not hold the focus (its focus trap kept the
 * focus from the question's "Verder bewerken").
 */
export function useUnsavedClose({
  dirty,
  pending = false,
  onClose,
}: {
  dirty: boolean;
  pending?: boolean;
  onClose: () => void;
}): {
  requestClose: () => void;
  modalProps: { onClose: () => void; closeOnEscape: boolean; trapFocus: boolean };
  question: ReactElement;
} {
  const [asking, setAsking] = useState(false);
  // Not while saving: what the form's save does next (a dashboard's tab after a new education is
  // a navigation) must not ask about changes that are being saved.
  useLeaveGuard(dirty && !pending);
  const requestClose = () => {
    if (pending) return;
    // Asked after the event that closes (Escape) is over: in the browser, React shows the
    // question between two window listeners of that same keydown, and the question's own
    // Escape listener then closed it again at once.
    if (dirty) window.setTimeout(() => setAsking(true), 0);
    else onClose();
  };
  const question = (
    <UnsavedChangesDialog
      opened={asking && dirty}
      onKeepEditing={() => setAsking(false)}
      onDiscard={() => {
        setAsking(false);
        onClose();
      }}
    />
  );
  return {
    requestClose,
    modalProps: { onClose: requestClose, closeOnEscape: !asking, trapFocus: !asking },
    question,
  };
}
