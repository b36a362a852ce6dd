import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import {
  formatViewValue,
  formatViewWord,
  LANGUAGES,
  TEST_PLAN_WORDS,
  type TLanguage,
  type TViewFormat,
  type TViewValue,
  type TViewWord,
} from '@cp/contracts';
import { useTerms } from '@/lib/use-terms';

export type TTestPlanFormat = {
  format: TViewFormat;
  /** A value of the view as text ("5,5" in Dutch, "5.5" in English; empty for none). */
  value: (value: TViewValue) => string;
  word: (word: TViewWord) => string;
};

/**
 * How the screen turns the shared view into text (docs/test-plan.md "One view for screen and
 * document"): the test plan's words of the interface language, the school's terms, and "en" /
 * "and" for lists. One object per language and terms, so rows that did not change need not be
 * drawn again.
 */
export function useTestPlanFormat(): TTestPlanFormat {
  const { i18n } = useTranslation();
  const terms = useTerms();
  const language: TLanguage = LANGUAGES.find((item) => item === i18n.language) ?? 'nl';
  return useMemo(() => {
    const words = TEST_PLAN_WORDS[language];
    const format: TViewFormat = { language, words, terms, and: words.and };
    return {
      format,
      value: (value) => formatViewValue(value, format),
      word: (word) => formatViewWord(word, format),
    };
  }, [language, terms]);
}
