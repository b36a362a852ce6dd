import 'i18next';
import type { TMessageCatalogue } from '@cp/contracts';
import type { nl } from './nl';

// Typed keys: `t('nav.bak')` is a type error.
declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'translation';
    // `messages`: the server's messages by key (@cp/contracts/messages, lib/server-messages.ts).
    resources: { translation: typeof nl; messages: TMessageCatalogue };
  }
}
