/*
 * Whether the notifications panel is open, outside React: the export toasts ask it
 * (docs/notifications.md "What the panel shows": a finished export shows a success toast only while
 * the panel is closed, as the panel shows it already). The bell's popover reports its opening and
 * closing here.
 */

let open = false;

export const isNotificationsPanelOpen = (): boolean => open;

export function setNotificationsPanelOpen(value: boolean): void {
  open = value;
}
