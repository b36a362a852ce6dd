import { notifications } from '@mantine/notifications';
import { useState } from 'react';
import type { TTermWords } from '@cp/contracts';
import { ApiError } from './api';
import { refusalText } from './server-messages';

/** The toasts of a confirmed change: it is done, its subject is gone (404), or it failed. */
interface TConfirmedChangeTexts {
  done: string;
  gone: string;
  failed: string;
}

/**
 * The confirm step of a dialog that asks before a change on the server (components/ConfirmDialog):
 * a refusal the user can act on (the server's reason with one of the `explained` statuses, e.g.
 * "stop the review first") stays on the dialog as `refusal`; success and any other failure end in
 * a toast and close the dialog.
 */
export function useConfirmedChange({
  explained,
  terms,
  onClose,
}: {
  explained: readonly number[];
  /** The words the reason uses; without them, those of the context shown. */
  terms?: TTermWords;
  onClose: () => void;
}) {
  const [refusal, setRefusal] = useState<string | null>(null);

  const confirm = async (change: () => Promise<unknown>, texts: TConfirmedChangeTexts) => {
    setRefusal(null);
    try {
      await change();
      notifications.show({ color: 'green', message: texts.done });
      onClose();
    } catch (failure) {
      const status = failure instanceof ApiError ? failure.status : null;
      const reason = refusalText(failure, { terms });
      if (reason && status !== null && explained.includes(status)) {
        setRefusal(reason);
        return;
      }
      notifications.show({ color: 'red', message: status === 404 ? texts.gone : texts.failed });
      onClose();
    }
  };

  return { refusal, confirm };
}
