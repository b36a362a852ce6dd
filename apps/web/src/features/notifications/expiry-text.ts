import type { TFunction } from 'i18next';
import { expiryOf } from '@cp/contracts';

/**
 * The expiry line of a notification in the interface language (docs/notifications.md "What the
 * panel shows").
 */
export function expiryText(t: TFunction, daysLeft: number): string {
  const expiry = expiryOf(daysLeft);
  switch (expiry.kind) {
    case 'inDays':
      return t('notifications.expiresInDays', { days: expiry.days });
    case 'tomorrow':
      return t('notifications.expiresTomorrow');
    case 'today':
      return t('notifications.expiresToday');
  }
}
