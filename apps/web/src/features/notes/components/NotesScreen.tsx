import { Alert, Button, Center, Group, Loader, Select, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { TNote } from '@cp/contracts';
import { ExportButtonSlot } from '@/components/ExportButtonSlot';
import { Page } from '@/components/Page';
import { useTerms } from '@/lib/use-terms';
import { useEducation } from '@/lib/education-queries';
import { useNoteTypes } from '@/lib/note-type-queries';
import { useDateFormat } from '@/lib/use-date-format';
import { useNotes } from '../api/get-notes';
import { DeleteNoteModal } from './DeleteNoteModal';
import { NoteCard } from './NoteCard';
import { NoteFormModal } from './NoteFormModal';

interface TProps {
  location: string;
  education: string;
}

type TDialog = { kind: 'new' } | { kind: 'edit'; note: TNote } | { kind: 'delete'; note: TNote };

/** /notities: the notes of the selected education, newest first, with a category filter. */
export function NotesScreen({ location, education: educationId }: TProps) {
  const { t } = useTranslation();
  const terms = useTerms();
  const education = useEducation(location, educationId);
  const notes = useNotes(location, educationId);
  const types = useNoteTypes(location);
  const [category, setCategory] = useState<string | null>(null);
  const [dialog, setDialog] = useState<TDialog | null>(null);

  const formatDate = useDateFormat();

  if (education.isPending) {
    return (
      <Center py="xl">
        <Loader aria-label={t('app.loading')} />
      </Center>
    );
  }
  if (education.isError) {
    return (
      <Page title={t('notes.title')}>
        <Text>{t('notes.unknownEducation', { education: terms.education })}</Text>
        <Button component={Link} to="/dashboard" w="fit-content">
          {t('notes.toDashboard')}
        </Button>
      </Page>
    );
  }

  // The filter offers the categories in use too, also one renamed or from before a change.
  const categories = new Map<number, string>();
  for (const type of types.data ?? []) categories.set(type.id, type.name);
  for (const note of notes.data ?? []) categories.set(note.note_type.id, note.note_type.name);
  const shown = (notes.data ?? []).filter(
    (note) => category === null || String(note.note_type.id) === category,
  );

  return (
    <Page
      title={t('pages.notes')}
      actions={<ExportButtonSlot location={location} education={educationId} part="notes" />}
    >
      {/* The section's name as heading, as its tab and the other sections say; the education's
          name under it, as on the design and plan screens. */}
      <Text c="dimmed" mt={-8}>
        {t('notes.subtitle', { name: education.data.name })}
      </Text>
      <Group justify="space-between" align="flex-end">
        <Select
          label={t('notes.filter')}
          placeholder={t('notes.allCategories')}
          data={[...categories].map(([id, name]) => ({ value: String(id), label: name }))}
          value={category}
          onChange={setCategory}
          clearable
          w={260}
        />
        <Button onClick={() => setDialog({ kind: 'new' })} disabled={types.isPending}>
          {t('notes.new')}
        </Button>
      </Group>

      {notes.isPending ? (
        <Loader size="sm" aria-label={t('app.loading')} />
      ) : notes.isError ? (
        <Alert color="red" variant="light">
          {t('notes.loadFailed')}
        </Alert>
      ) : shown.length === 0 ? (
        <Text c="dimmed">
          {category === null
            ? t('notes.empty', { education: terms.education })
            : t('notes.emptyFiltered')}
        </Text>
      ) : (
        <Stack gap="md">
          {shown.map((note) => (
            <NoteCard
              key={note.id}
              location={location}
              education={educationId}
              note={note}
              formatDate={formatDate}
              onEdit={() => setDialog({ kind: 'edit', note })}
              onDelete={() => setDialog({ kind: 'delete', note })}
            />
          ))}
        </Stack>
      )}

      {(dialog?.kind === 'new' || dialog?.kind === 'edit') && (
        <NoteFormModal
          location={location}
          education={educationId}
          types={types.data ?? []}
          note={dialog.kind === 'edit' ? dialog.note : undefined}
          onClose={() => setDialog(null)}
        />
      )}
      {dialog?.kind === 'delete' && (
        <DeleteNoteModal
          location={location}
          education={educationId}
          note={dialog.note}
          onClose={() => setDialog(null)}
        />
      )}
    </Page>
  );
}
