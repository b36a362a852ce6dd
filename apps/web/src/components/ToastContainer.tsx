import { Notifications } from '@mantine/notifications';
import { TOAST_DURATION_MS, TOAST_LIMIT } from '@cp/contracts';

/**
 * The toast container, loaded after the first paint (see app/providers.tsx): its transition and
 * scroll-lock helpers are not needed to show a screen, and `notifications.show()` works before
 * it mounts. Toasts close after 5000 ms, at most 20 at once (docs/foundation-brief.md "The shell").
 */
export default function ToastContainer() {
  return <Notifications position="top-right" autoClose={TOAST_DURATION_MS} limit={TOAST_LIMIT} />;
}
