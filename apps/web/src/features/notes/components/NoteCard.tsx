import { Anchor, Badge, Button, Card, Group, List, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { TNote } from '@cp/contracts';
import { Icon } from '@/components/icons/Icon';
import { trashGlyph } from '@/components/icons/glyphs/trash';
import { noteFileUrl } from '../api/get-notes';
import { formatSize } from '../note-files';

interface TProps {
  location: string;
  education: string;
  note: TNote;
  formatDate: (iso: string) => string;
  onEdit: () => void;
  onDelete: () => void;
}

/** One note: category, text as typed (line breaks kept), author and date, its files. */
export function NoteCard({ location, education, note, formatDate, onEdit, onDelete }: TProps) {
  const { t, i18n } = useTranslation();
  const created = formatDate(note.created_at);
  return (
    <Card withBorder radius="md" padding="md" component="article">
      <Stack gap="sm">
        <Group justify="space-between" align="flex-start" wrap="nowrap">
          <Stack gap={4}>
            <Badge variant="light" w="fit-content">
              {note.note_type.name}
            </Badge>
            <Text size="sm" c="dimmed">
              {t('notes.byOn', {
                author: note.author?.name ?? t('notes.unknownAuthor'),
                date: created,
              })}
              {note.updated_at !== note.created_at &&
                ` · ${t('notes.edited', { date: formatDate(note.updated_at) })}`}
            </Text>
          </Stack>
          {note.can_change && (
            <Group gap="xs" wrap="nowrap">
              <Button
                variant="subtle"
                size="xs"
                onClick={onEdit}
                aria-label={t('notes.editOf', { date: created })}
              >
                {t('notes.edit')}
              </Button>
              <Button
                variant="subtle"
                color="red"
                size="xs"
                leftSection={<Icon glyph={trashGlyph} size={16} />}
                onClick={onDelete}
                aria-label={t('notes.deleteOf', { date: created })}
              >
                {t('notes.delete')}
              </Button>
            </Group>
          )}
        </Group>
        <Text style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>{note.text}</Text>
        {note.files.length > 0 && (
          <List size="sm" spacing={4} listStyleType="none" aria-label={t('notes.files')}>
            {note.files.map((file) => {
              const size = formatSize(file.size, i18n.language);
              return (
                <List.Item key={file.id}>
                  <Anchor
                    href={noteFileUrl(location, education, note.id, file.id)}
                    download={file.name}
                    aria-label={t('notes.download', { name: file.name, size })}
                  >
                    {file.name}
                  </Anchor>{' '}
                  <Text span size="xs" c="dimmed">
                    ({size})
                  </Text>
                </List.Item>
              );
            })}
          </List>
        )}
      </Stack>
    </Card>
  );
}
