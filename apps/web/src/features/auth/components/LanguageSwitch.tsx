import { SegmentedControl, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useTranslation } from 'react-i18next';
import { LANGUAGES, type TLanguage } from '@cp/contracts';
import { switchLanguage } from '@/i18n';
import { isLanguage, rememberLanguage } from '@/i18n/language';
import { ApiError } from '@/lib/api';
import { useUpdateLanguage } from '../api/update-language';

/** Statuses the generic error handling already explains to the user. */
const EXPLAINED_ELSEWHERE = [401, 403, 429];

/**
 * Switching applies at once (cookie + `<html lang>` via i18n), then is stored in the account so
 * server-side texts (help, e-mails) follow.
 */
export function LanguageSwitch() {
  const { t, i18n } = useTranslation();
  const update = useUpdateLanguage();
  const current = isLanguage(i18n.resolvedLanguage) ? i18n.resolvedLanguage : 'nl';

  const choose = (value: string) => {
    if (!isLanguage(value) || value === current) return;
    const language: TLanguage = value;
    rememberLanguage(language);
    void switchLanguage(language);
    update.mutate(language, {
      onError: (error) => {
        if (error instanceof ApiError && EXPLAINED_ELSEWHERE.includes(error.status)) return;
        notifications.show({ message: t('profile.languageSaveFailed'), color: 'yellow' });
      },
    });
  };

  return (
    <Stack gap={6}>
      <Text fw={600} id="language-label">
        {t('profile.language')}
      </Text>
      <Text size="sm" c="dimmed">
        {t('profile.languageHint')}
      </Text>
      <SegmentedControl
        aria-labelledby="language-label"
        value={current}
        onChange={choose}
        data={LANGUAGES.map((language) => ({ value: language, label: t(`languages.${language}`) }))}
        w="fit-content"
      />
    </Stack>
  );
}
