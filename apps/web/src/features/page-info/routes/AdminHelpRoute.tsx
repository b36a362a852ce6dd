import { Alert, Button, Center, Group, Loader, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TLanguage, TPageInfoEntry } from '@cp/contracts';
import { Icon } from '@/components/icons/Icon';
import { alertGlyph } from '@/components/icons/glyphs/alert';
import { Page } from '@/components/Page';
import { useCurrentUser } from '@/lib/current-user';
import { fieldErrorsOf } from '@/lib/server-messages';
import { useDeletePageInfo } from '../api/delete-page-info';
import { usePageInfoEntries } from '../api/get-page-info-entries';
import { useSavePageInfo } from '../api/save-page-info';
import {
  HelpTextForm,
  type THelpServerErrors,
  type THelpTextValues,
} from '../components/HelpTextForm';
import { HelpTextsTable } from '../components/HelpTextsTable';
import { helpEntriesByRoute } from '../help-entries';

type TEditing = { entry: TPageInfoEntry | null; route: string; language: TLanguage } | null;

/** The server's refusal of the form's fields, as texts (422 `keys`). */
function helpFieldErrorsOf(error: unknown): THelpServerErrors {
  const texts = fieldErrorsOf(error);
  const result: THelpServerErrors = {};
  for (const field of ['route', 'title', 'content', 'video'] as const) {
    if (texts[field]) result[field] = texts[field];
  }
  return result;
}

/** Help texts per route and language, for the platform administrator (SPEC §2 "Help"). */
export default function AdminHelpRoute() {
  const { t } = useTranslation();
  const user = useCurrentUser();
  const allowed = user?.isPlatformAdmin === true;
  const { data: entries, isPending, isError } = usePageInfoEntries(allowed);
  const save = useSavePageInfo();
  const remove = useDeletePageInfo();
  const [editing, setEditing] = useState<TEditing>(null);
  const [serverErrors, setServerErrors] = useState<THelpServerErrors>({});

  if (!allowed) {
    return (
      <Page title={t('helpTexts.title')}>
        <Text>{t('noAccess.text')}</Text>
      </Page>
    );
  }

  const close = () => {
    setEditing(null);
    setServerErrors({});
  };

  const submit = (values: THelpTextValues) => {
    save.mutate(
      {
        route: values.route,
        language: values.language,
        input: { title: values.title, content: values.content, video: values.video || null },
      },
      {
        onSuccess: () => {
          notifications.show({ message: t('helpTexts.saved'), color: 'teal' });
          close();
        },
        onError: (error) => {
          const errors = helpFieldErrorsOf(error);
          setServerErrors(errors);
          notifications.show({
            message:
              Object.keys(errors).length > 0
                ? t('helpTexts.invalidData')
                : t('helpTexts.saveFailed'),
            color: 'red',
          });
        },
      },
    );
  };

  const deleteEntry = (entry: TPageInfoEntry) => {
    remove.mutate(
      { route: entry.route, language: entry.language },
      {
        onSuccess: () => {
          notifications.show({ message: t('helpTexts.deleted'), color: 'teal' });
          close();
        },
        onError: () => notifications.show({ message: t('helpTexts.deleteFailed'), color: 'red' }),
      },
    );
  };

  return (
    <Page title={t('helpTexts.title')}>
      <Group justify="space-between" align="flex-start">
        <Text c="dimmed" maw={720}>
          {t('helpTexts.intro')}
        </Text>
        <Button onClick={() => setEditing({ entry: null, route: '', language: 'nl' })}>
          {t('helpTexts.add')}
        </Button>
      </Group>
      {isPending ? (
        <Center py="xl">
          <Loader aria-label={t('app.loading')} />
        </Center>
      ) : isError ? (
        <Alert color="red" icon={<Icon glyph={alertGlyph} size={18} />}>
          {t('helpTexts.loadFailed')}
        </Alert>
      ) : (
        <HelpTextsTable
          byRoute={helpEntriesByRoute(entries ?? [])}
          onOpen={(entry, route, language) => setEditing({ entry, route, language })}
        />
      )}
      {editing && (
        <HelpTextForm
          entry={editing.entry}
          initialRoute={editing.route}
          initialLanguage={editing.language}
          serverErrors={serverErrors}
          pending={save.isPending}
          onSubmit={submit}
          onDelete={editing.entry ? () => editing.entry && deleteEntry(editing.entry) : undefined}
          onClose={close}
        />
      )}
    </Page>
  );
}
