import {
  Alert,
  Anchor,
  Button,
  FileInput,
  Group,
  Modal,
  Progress,
  Select,
  Stack,
  Text,
  Textarea,
} from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useState, type FormEvent } from 'react';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { useUnsavedClose } from '@/components/use-unsaved-close';
import { ApiError } from '@/lib/api';
import { useChangedSinceOpened } from '@/lib/same-values';
import { fieldErrorsOf, messageText, refusalText } from '@/lib/server-messages';
import { Link } from 'react-router';
import { EDUCATION_LIMITS, type TNote, type TNoteType } from '@cp/contracts';
import { useCreateNote } from '../api/create-note';
import { useUpdateNote } from '../api/update-note';
import { filesProblem, NOTE_FILE_ACCEPT } from '../note-files';

interface TProps {
  location: string;
  education: string;
  types: readonly TNoteType[];
  /** The note to edit (category and text); without it a new note with files is added. */
  note?: TNote;
  onClose: () => void;
}

type TNoteField = 'note_type_id' | 'text' | 'files';
type TErrors = Partial<Record<TNoteField, string>>;

/** The checks the server makes too, so most mistakes are named before anything is sent. */
function localErrors(noteTypeId: string | null, text: string, files: File[]): TErrors {
  const errors: TErrors = {};
  if (!noteTypeId) errors.note_type_id = messageText('educations.noteTypeRequired');
  const trimmed = text.trim();
  if (trimmed === '') errors.text = messageText('educations.noteTextRequired');
  else if (trimmed.length > EDUCATION_LIMITS.noteTextMaxLength) {
    errors.text = messageText('educations.noteTextTooLong');
  }
  const problem = filesProblem(files);
  if (problem) errors.files = messageText(`educations.${problem}`);
  return errors;
}

/**
 * What a refused save says, per field and in the toast. 413 is the server's "too large" (SPEC
 * §8: 'The files are too large to add'), 429 the person's uploads still running, 422 names the
 * fields; 404 on a save is a note deleted meanwhile. Else the server's reason or a plain failure.
 */
function noteFailure(
  error: unknown,
  mode: 'add' | 'save',
  t: TFunction,
): { fields: TErrors; toast: string } {
  const status = error instanceof ApiError ? error.status : null;
  if (status === 413) {
    const tooLarge = refusalText(error) ?? messageText('educations.filesTooLarge');
    return { fields: { files: tooLarge }, toast: tooLarge };
  }
  if (status === 429) return { fields: {}, toast: t('uploads.busy') };
  if (status === 422 || status === 415) {
    const found = fieldErrorsOf(error);
    const fields: TErrors = {};
    for (const field of ['note_type_id', 'text', 'files'] as const) {
      if (found[field]) fields[field] = found[field];
    }
    return { fields, toast: t(mode === 'add' ? 'notes.addInvalid' : 'notes.saveInvalid') };
  }
  if (status === 404 && mode === 'save') return { fields: {}, toast: t('notes.gone') };
  const reason = refusalText(error);
  return {
    fields: {},
    toast: reason ?? t(mode === 'add' ? 'notes.addFailed' : 'notes.saveFailed'),
  };
}

/** "Nieuwe notitie" and "Notitie bewerken": category, text and (new notes only) files. */
export function NoteFormModal({ location, education, types, note, onClose }: TProps) {
  const { t } = useTranslation();
  const create = useCreateNote(location, education);
  const update = useUpdateNote(location, education);
  const [noteTypeId, setNoteTypeId] = useState<string | null>(
    note ? String(note.note_type.id) : null,
  );
  const [text, setText] = useState(note?.text ?? '');
  const [files, setFiles] = useState<File[]>([]);
  const [errors, setErrors] = useState<TErrors>({});
  const pending = create.isPending || update.isPending;
  const dirty = useChangedSinceOpened({ noteTypeId, text, files });
  const { requestClose, modalProps, question } = useUnsavedClose({ dirty, pending, onClose });

  const message = (field: TNoteField) => errors[field];

  const chooseFiles = (chosen: File[]) => {
    setFiles(chosen);
    // Said at once: a file over 10 MB should not wait for the submit to be refused.
    const problem = filesProblem(chosen);
    setErrors((current) => ({
      ...current,
      files: problem ? messageText(`educations.${problem}`) : undefined,
    }));
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = localErrors(noteTypeId, text, files);
    setErrors(found);
    if (Object.keys(found).length > 0 || !noteTypeId) return;
    const input = { note_type_id: Number(noteTypeId), text: text.trim() };
    const onError = (error: unknown) => {
      const failure = noteFailure(error, note ? 'save' : 'add', t);
      setErrors(failure.fields);
      notifications.show({ color: 'red', message: failure.toast });
    };
    if (note) {
      update.mutate(
        { id: note.id, input },
        {
          onSuccess: () => {
            notifications.show({ color: 'teal', message: t('notes.saved') });
            onClose();
          },
          onError,
        },
      );
    } else {
      create.mutate(
        { ...input, files },
        {
          onSuccess: () => {
            notifications.show({ color: 'teal', message: t('notes.added') });
            onClose();
          },
          onError,
        },
      );
    }
  };

  return (
    <>
      <Modal
        opened
        {...modalProps}
        title={t(note ? 'notes.editTitle' : 'notes.new')}
        size="lg"
        centered
      >
        {types.length === 0 ? (
          <Stack gap="md">
            <Alert color="yellow" variant="light">
              {t('notes.noCategories')}
            </Alert>
            <Anchor component={Link} to="/admin/note-types">
              {t('notes.toCategories')}
            </Anchor>
          </Stack>
        ) : (
          <form onSubmit={submit} noValidate>
            <Stack gap="md">
              <Select
                label={t('notes.category')}
                required
                data={types.map((type) => ({ value: String(type.id), label: type.name }))}
                value={noteTypeId}
                onChange={(value) => {
                  setNoteTypeId(value);
                  setErrors((current) => ({ ...current, note_type_id: undefined }));
                }}
                error={message('note_type_id')}
                allowDeselect={false}
                disabled={pending}
              />
              <Textarea
                label={t('notes.text')}
                required
                // Fixed rows: Mantine's autosize needs layout APIs the test DOM lacks, and a tall
                // box with its own scrollbar suits long notes just as well.
                rows={8}
                resize="vertical"
                value={text}
                onChange={(event) => {
                  setText(event.currentTarget.value);
                  setErrors((current) => ({ ...current, text: undefined }));
                }}
                error={message('text')}
                disabled={pending}
              />
              {!note && (
                <FileInput
                  label={t('notes.files')}
                  description={t('notes.filesHint')}
                  placeholder={t('notes.filesPlaceholder')}
                  multiple
                  clearable
                  accept={NOTE_FILE_ACCEPT}
                  value={files}
                  onChange={chooseFiles}
                  error={message('files')}
                  disabled={pending}
                />
              )}
              {pending && !note && (
                <Stack gap={4} role="status">
                  <Text size="sm">{t('notes.uploading')}</Text>
                  <Progress value={100} animated striped aria-hidden />
                </Stack>
              )}
              <Group justify="flex-end">
                <Button variant="default" onClick={requestClose} disabled={pending}>
                  {t('notes.cancel')}
                </Button>
                <Button type="submit" loading={pending}>
                  {t(note ? 'notes.save' : 'notes.add')}
                </Button>
              </Group>
            </Stack>
          </form>
        )}
      </Modal>
      {question}
    </>
  );
}
