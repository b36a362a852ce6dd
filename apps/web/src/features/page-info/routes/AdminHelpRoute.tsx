import { Alert, Button, Center, Group, Loader, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TLanguage, TPageInfoEntry } from '@cp/contracts';
import { Icon } from '@/components/icons/Icon';
import { alertGlyph } from '@/components/icons/glyphs/alert';
import { Page } from '@/components/Page';
import { useCurrentUser } from '@/lib/current-user';
import { useDeletePageInfo } from '../api/delete-page-info';
import { usePageInfoEntries } from '../api/get-page-info-entries';
import { HelpTextForm } from '../components/HelpTextForm';
import { HelpTextsTable } from '../components/HelpTextsTable';
import { helpEntriesByRoute } from '../help-entries';

type TEditing = { entry: TPageInfoEntry | null; route: string; language: TLanguage } | null;

/**
 * Help texts per route and language, for the platform administrator (docs/organisation.md
 * "Catalogues and help texts").
 */
export default function AdminHelpRoute() {
  const { t } = useTranslation();
  const user = useCurrentUser();
  const allowed = user?.is_platform_admin === true;
  const { data: entries, isPending, isError } = usePageInfoEntries(allowed);
  const remove = useDeletePageInfo();
  const [editing, setEditing] = useState<TEditing>(null);

  if (!allowed) {
    return (
      <Page title={t('helpTexts.title')}>
        <Text>{t('noAccess.text')}</Text>
      </Page>
    );
  }

  const close = () => setEditing(null);

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
          onDelete={editing.entry ? () => editing.entry && deleteEntry(editing.entry) : undefined}
          onClose={close}
        />
      )}
    </Page>
  );
}
