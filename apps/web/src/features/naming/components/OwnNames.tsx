import { Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { TCustomTranslation, TNamePair } from '@cp/contracts';
import type { TOwnLevel } from '@/lib/use-terms';

/** A name as "singular / plural"; null without one. */
export const pairText = (pair: TNamePair | null) =>
  pair ? `${pair.singular} / ${pair.plural}` : null;

/** A level's own name in both languages, each marked with its language. */
export function OwnNames({ own }: { own: TCustomTranslation['forms'][TOwnLevel] }) {
  const { t } = useTranslation();
  if (!own.nl && !own.en) {
    return (
      <Text span c="dimmed" size="sm">
        {t('naming.notSet')}
      </Text>
    );
  }
  return (
    <Stack gap={2}>
      {(['nl', 'en'] as const).map((language) =>
        own[language] ? (
          <Text key={language} span size="sm">
            <Text span size="xs" fw={700}>
              {t(language === 'nl' ? 'naming.dutchShort' : 'naming.englishShort')}
            </Text>{' '}
            {pairText(own[language])}
          </Text>
        ) : null,
      )}
    </Stack>
  );
}
