import {
  Alert,
  Anchor,
  FileInput,
  Modal,
  Progress,
  Select,
  Stack,
  Text,
  Textarea,
} from '@mantine/core';
import { notifications } from '@mantine/notifications';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { TNote, TNoteType } from '@cp/contracts';
import { FormModal } from '@/components/form/FormModal';
import { idOf } from '@/components/form/body-values';
import { useSchemaForm } from '@/components/form/use-schema-form';
import { ApiError } from '@/lib/api';
import { messageText, refusalText } from '@/lib/server-messages';
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

/** What is wrong with the chosen files, said before anything is sent (the server checks too). */
function filesText(files: readonly File[]): string | undefined {
  const problem = filesProblem(files);
  return problem ? messageText(`educations.${problem}`) : undefined;
}

/**
 * The toast of a refused save. 413 is the server's "too large" ('The files are too large to add',
 * docs/educations.md "Notes API"), 429 the person's uploads still running, 422 names the fields;
 * 404 on a save is a note deleted meanwhile. Else the server's reason or a plain failure.
 */
function failureText(error: unknown, mode: 'add' | 'save', t: TFunction): string {
  const status = error instanceof ApiError ? error.status : null;
  if (status === 413) return refusalText(error) ?? messageText('educations.filesTooLarge');
  if (status === 429) return t('uploads.busy');
  if (status === 422 || status === 415) {
    return t(mode === 'add' ? 'notes.addInvalid' : 'notes.saveInvalid');
  }
  if (status === 404 && mode === 'save') return t('notes.gone');
  return refusalText(error) ?? t(mode === 'add' ? 'notes.addFailed' : 'notes.saveFailed');
}

/** "Nieuwe notitie" and "Notitie bewerken": category, text and (new notes only) files. */
export function NoteFormModal(props: TProps) {
  return props.types.length === 0 ? <NoCategoriesModal {...props} /> : <NoteForm {...props} />;
}

/** Without categories no note can be written: says where they come from. */
function NoCategoriesModal({ note, onClose }: TProps) {
  const { t } = useTranslation();
  return (
    <Modal
      opened
      onClose={onClose}
      title={t(note ? 'notes.editTitle' : 'notes.new')}
      size="lg"
      centered
    >
      <Stack gap="md">
        <Alert color="yellow" variant="light">
          {t('notes.noCategories')}
        </Alert>
        <Anchor component={Link} to="/admin/note-types">
          {t('notes.toCategories')}
        </Anchor>
      </Stack>
    </Modal>
  );
}

function NoteForm({ location, education, types, note, onClose }: TProps) {
  const { t } = useTranslation();
  const create = useCreateNote(location, education);
  const update = useUpdateNote(location, education);
  const mode = note ? 'save' : 'add';
  const form = useSchemaForm({
    initial: {
      note_type_id: note ? String(note.note_type.id) : null,
      text: note?.text ?? '',
      files: [] as File[],
    },
    // A new note comes as multipart: the schema of its text parts; the screen checks the files.
    schema: (schemas) => (note ? schemas.ZNoteInputSchema : schemas.ZNoteFieldsSchema),
    toInput: (values) => ({
      note_type_id: idOf(values.note_type_id),
      text: values.text.trim(),
      files: values.files,
    }),
    check: (input): Record<string, string> => {
      const problem = filesText(input.files);
      return problem ? { files: problem } : {};
    },
    send: ({ files, ...fields }) => {
      // The schema passed: a category is chosen.
      const input = { ...fields, note_type_id: fields.note_type_id as number };
      return note
        ? update.mutateAsync({ id: note.id, input })
        : create.mutateAsync({ ...input, files });
    },
    onSaved: () => {
      notifications.show({ color: 'teal', message: t(note ? 'notes.saved' : 'notes.added') });
      onClose();
    },
    refusalFields: (error): Record<string, string> =>
      error instanceof ApiError && error.status === 413
        ? { files: refusalText(error) ?? messageText('educations.filesTooLarge') }
        : {},
    // An edited note keeps its files: the form shows no files field.
    fields: note ? ['note_type_id', 'text'] : undefined,
    onRefused: (error) =>
      notifications.show({ color: 'red', message: failureText(error, mode, t) }),
  });
  const { values, pending } = form;

  return (
    <FormModal
      form={form}
      title={t(note ? 'notes.editTitle' : 'notes.new')}
      submitLabel={t(note ? 'notes.save' : 'notes.add')}
      size="lg"
      centered
      onClose={onClose}
    >
      <Select
        label={t('notes.category')}
        required
        data={types.map((type) => ({ value: String(type.id), label: type.name }))}
        {...form.input('note_type_id')}
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
        {...form.text('text')}
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
          {...form.input('files')}
          // Said at once: a file over 10 MB should not wait for the submit to be refused.
          error={form.error('files') ?? filesText(values.files)}
          disabled={pending}
        />
      )}
      {pending && !note && (
        <Stack gap={4} role="status">
          <Text size="sm">{t('notes.uploading')}</Text>
          <Progress value={100} animated striped aria-hidden />
        </Stack>
      )}
    </FormModal>
  );
}
