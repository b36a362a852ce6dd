import { Paper, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Icon } from './icons/Icon';
import { infoGlyph } from './icons/glyphs/info';
import { Page } from './Page';

/** What a screen shows until the issue that builds it lands: its title and an honest note. */
export function InPreparation({ title, note }: { title: string; note?: string }) {
  const { t } = useTranslation();
  return (
    <Page title={title}>
      <Paper withBorder radius="md" p="lg" bg="gray.0">
        <Text c="dimmed" style={{ display: 'flex', gap: 8, alignItems: 'center' }}>
          <Icon glyph={infoGlyph} size={18} />
          {note ?? t('app.inPreparation')}
        </Text>
      </Paper>
    </Page>
  );
}
