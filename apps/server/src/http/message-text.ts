import {
  catalogueText,
  defaultNames,
  interpolate,
  termWords,
  type TLanguage,
  type TMessageCatalogue,
  type TMessageKey,
  type TMessageParams,
} from '@cp/contracts';
import { MESSAGES_EN } from '@cp/contracts/messages/en';
import { MESSAGES_NL } from '@cp/contracts/messages/nl';

const CATALOGUES: Record<TLanguage, TMessageCatalogue> = { nl: MESSAGES_NL, en: MESSAGES_EN };
const TERMS = { nl: termWords(defaultNames('nl')), en: termWords(defaultNames('en')) };

/**
 * The text of a message key in `language`, for the `message` and `errors` of an answer (the key
 * itself is the contract; docs/errors.md). Renamable terms are the default names: the API does
 * not know which school's words the reader uses, the web app fills in its own.
 */
export function messageText(
  key: TMessageKey,
  language: TLanguage,
  params: TMessageParams = {},
): string {
  const text = catalogueText(CATALOGUES[language], key) ?? key;
  return interpolate(text, { ...TERMS[language], ...params });
}
