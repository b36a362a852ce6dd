/**
 * Text of the unread badge: nothing at 0, the count up to 9, '9+' above (docs/notifications.md).
 */
export function badgeText(unread: number): string {
  if (!Number.isFinite(unread) || unread <= 0) return '';
  return unread > 9 ? '9+' : String(Math.floor(unread));
}
