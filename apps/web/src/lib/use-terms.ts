import { useTranslation } from 'react-i18next';

/**
 * Terms a location can rename (SPEC §3). For now the defaults of the interface language;
 * the custom-naming issue plugs the location's own names in here, so screens never use
 * a literal for these words.
 */
export function useTerms() {
  const { t } = useTranslation();
  return { faculty: t('terms.faculty'), faculties: t('terms.faculties') };
}

export function capitalize(word: string): string {
  return word.charAt(0).toLocaleUpperCase() + word.slice(1);
}
