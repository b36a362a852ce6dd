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
import { useTranslation } from 'react-i18next';
import { useUnsavedClose } from '@/components/use-unsaved-close';
import { useChangedSinceOpened } from '@/lib/same-values';
import { Link } from 'react-router';
import { EDUCATION_LIMITS, type TNote, type TNoteType } from '@cp/contracts';
import { useCreateNote } from '../api/create-note';
import { useUpdateNote } from '../api/update-note';
import { noteFailure, type TFieldMessage, type TNoteField } from '../note-errors';
import { filesProblem, NOTE_FILE_ACCEPT } from '../note-files';

interface TProps {
  location: string;
  education: string;
  types: readonly TNoteType[];
  /** The note to edit (category and text); without it a new note with files is added. */
  note?: TNote;
  onClose: () => void;
}

type TErrors = Partial<Record<TNoteField, TFieldMessage>>;

/** The checks the server makes too, so most mistakes are named before anything is sent. */
function localErrors(noteTypeId: string | null, text: string, files: File[]): TErrors {
  const errors: TErrors = {};
  if (!noteTypeId) errors.note_type_id = { key: 'noteTypeRequired' };
  const trimmed = text.trim();
  if (trimmed === '') errors.text = { key: 'noteTextRequired' };
  else if (trimmed.length > EDUCATION_LIMITS.noteTextMaxLength) {
    errors.text = { key: 'noteTextTooLong' };
  }
  const problem = filesProblem(files);
  if (problem) errors.files = { key: problem };
  return errors;
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

  const message = (field: TNoteField) => {
    const found = errors[field];
    if (!found) return undefined;
    return 'key' in found ? t(`educations.messages.${found.key}`) : found.text;
  };

  const chooseFiles = (chosen: File[]) => {
    setFiles(chosen);
    // Said at once: a file over 10 MB should not wait for the submit to be refused.
    const problem = filesProblem(chosen);
    setErrors((current) => ({ ...current, files: problem ? { key: problem } : undefined }));
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = localErrors(noteTypeId, text, files);
    setErrors(found);
    if (Object.keys(found).length > 0 || !noteTypeId) return;
    const input = { note_type_id: Number(noteTypeId), text: text.trim() };
    const onError = (error: unknown) => {
      const failure = noteFailure(error, note ? 'save' : 'add');
      setErrors(failure.fields);
      const toast =
        'message' in failure.toast
          ? t(`educations.messages.${failure.toast.message}`)
          : 'uploads' in failure.toast
            ? t(`uploads.${failure.toast.uploads}`)
            : t(`notes.${failure.toast.notes}`);
      notifications.show({ color: 'red', message: toast });
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
