import { useTranslation } from 'react-i18next';
import { useNumberFormat } from '@/lib/number-format';
import { useKindCount } from '@/lib/use-kind-count';

/*
 * The words of a framework's contents and of the preview's notes (docs/frameworks.md "Reading
 * SLO's files" and "Reading a CASE package"): the kinds and notes the readers name are
 * translated; a kind of a CASE package or a sheet of its own is shown as it is.
 */

const NOTES = [
  'multiple_parents',
  'not_in_programme',
  'no_school_type',
  'sequence_number_text',
  'education_level_name',
  'education_level_text',
  'empty_text',
  'no_parent',
] as const;

export type TNote = { kind: string; about: string; count: number };

export function useFrameworkTexts() {
  const { t } = useTranslation();
  const format = useNumberFormat();

  /** "31 eindtermen"; "4 × Standard" for a kind of the source's own. */
  const kindCount = useKindCount();

  /** A note of the reader in words: what was left out or read differently, how often. */
  const noteText = (note: TNote): string => {
    if (note.kind === 'empty_code') {
      return t('frameworks.notes.empty_code', { items: kindCount(note.about, note.count) });
    }
    const known = NOTES.find((name) => name === note.kind);
    const values = { about: note.about, number: format(note.count) };
    return known
      ? t(`frameworks.notes.${known}`, values)
      : t('frameworks.notes.other', { ...values, kind: note.kind });
  };

  return { kindCount, noteText, format };
}
