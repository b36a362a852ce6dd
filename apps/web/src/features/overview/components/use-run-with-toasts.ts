import { notifyRefusal, refusalReason } from '@/lib/notify-refusal';
import { useTerms } from '@/lib/use-terms';
import { HANDLED_STATUSES, notifySuccess } from '../overview-toasts';

/**
 * Runs an action with its success and failure toast (docs/foundation-brief.md "The shell");
 * rethrows to keep a dialog.
 */
export function useRunWithToasts() {
  const terms = useTerms();
  return async (action: () => Promise<unknown>, done: string, failed: string) => {
    try {
      await action();
      notifySuccess(done);
    } catch (error) {
      notifyRefusal(error, refusalReason(error, { terms }) ?? failed, {
        terms,
        handles: HANDLED_STATUSES,
      });
      throw error;
    }
  };
}
