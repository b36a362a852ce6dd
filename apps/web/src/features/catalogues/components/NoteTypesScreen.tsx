import {
  Alert,
  Button,
  Center,
  Group,
  Loader,
  Modal,
  Paper,
  Stack,
  Text,
  TextInput,
} from '@mantine/core';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useUnsavedClose } from '@/components/use-unsaved-close';
import { CATALOGUE_NAME_MAX, type TNoteType } from '@cp/contracts';
import { Icon } from '@/components/icons/Icon';
import { alertGlyph } from '@/components/icons/glyphs/alert';
import { ConfirmDialog } from '@/components/ConfirmDialog';
import { Page } from '@/components/Page';
import { fieldErrorsOf } from '@/lib/server-messages';
import { useCreateNoteType } from '../api/create-note-type';
import { useNoteTypes } from '@/lib/note-type-queries';
import { useUpdateNoteType } from '../api/update-note-type';
import { notifyFailure, notifySuccess } from './catalogue-toasts';
import { NoteTypesTable } from './NoteTypesTable';
import { useDeleteNoteTypeAction } from './use-delete-note-type-action';

function nameError(name: string): string | null {
  const trimmed = name.trim();
  if (trimmed === '') return 'required';
  if (trimmed.length > CATALOGUE_NAME_MAX) return 'too_long';
  return null;
}

/** One name field with its button: adding a category, or renaming one in a dialog. */
function NameForm({
  initial,
  submitLabel,
  pending,
  onSubmit,
  onCancel,
  onChanged,
}: {
  initial: string;
  submitLabel: string;
  pending: boolean;
  /** `setError` shows the server's refusal of the name (a text). */
  onSubmit: (name: string, setError: (text: string) => void) => void;
  onCancel?: () => void;
  /** Told whether the name differs from `initial` (the rename dialog asks before losing it). */
  onChanged?: (changed: boolean) => void;
}) {
  const { t } = useTranslation();
  const [name, setName] = useState(initial);
  const [error, setError] = useState<string | null>(null);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = nameError(name);
    setError(
      found
        ? t(`catalogues.fieldErrors.${found}`, {
            defaultValue: t('catalogues.fieldErrors.invalid'),
          })
        : null,
    );
    if (!found) onSubmit(name.trim(), setError);
  };
  return (
    <form onSubmit={submit} noValidate>
      <Group align="flex-start" gap="sm">
        <TextInput
          label={t('noteTypes.name')}
          required
          value={name}
          onChange={(e) => {
            setName(e.currentTarget.value);
            setError(null);
            onChanged?.(e.currentTarget.value !== initial);
          }}
          error={error ?? undefined}
          style={{ flex: 1, minWidth: 220 }}
          data-autofocus
        />
        <Group gap="sm" mt={25}>
          {onCancel && (
            <Button variant="default" onClick={onCancel}>
              {t('catalogues.cancel')}
            </Button>
          )}
          <Button type="submit" loading={pending}>
            {submitLabel}
          </Button>
        </Group>
      </Group>
    </form>
  );
}

/** Renaming a category in a dialog; with a changed name, closing it asks first. */
function RenameModal({
  initial,
  pending,
  onSubmit,
  onClose,
}: {
  initial: string;
  pending: boolean;
  /** `setError` shows the server's refusal of the name (a text). */
  onSubmit: (name: string, setError: (text: string) => void) => void;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const [dirty, setDirty] = useState(false);
  const { requestClose, modalProps, question } = useUnsavedClose({ dirty, pending, onClose });
  return (
    <>
      <Modal opened {...modalProps} title={t('noteTypes.editTitle')} centered>
        <Stack>
          <NameForm
            initial={initial}
            submitLabel={t('catalogues.save')}
            pending={pending}
            onCancel={requestClose}
            onChanged={setDirty}
            onSubmit={onSubmit}
          />
        </Stack>
      </Modal>
      {question}
    </>
  );
}

/**
 * Note categories of the location (/admin/note-types, docs/organisation.md "Catalogues and help
 * texts"): create, rename, delete.
 */
export function NoteTypesScreen({ locationId }: { locationId: number }) {
  const { t } = useTranslation();
  const { data: types, isPending, isError } = useNoteTypes(locationId);
  const create = useCreateNoteType(locationId);
  const update = useUpdateNoteType(locationId);
  const deleteNoteType = useDeleteNoteTypeAction(locationId);
  const [editing, setEditing] = useState<TNoteType | null>(null);
  const [deleting, setDeleting] = useState<TNoteType | null>(null);
  // A fresh add form after each success, so the typed name is cleared.
  const [addKey, setAddKey] = useState(0);

  const onError = (error: unknown, setError: (text: string) => void) => {
    const name = fieldErrorsOf(error).name;
    if (name) setError(name);
    notifyFailure(t('noteTypes.failed'));
  };

  return (
    <Page title={t('noteTypes.title')}>
      <Text c="dimmed" maw={720}>
        {t('noteTypes.intro')}
      </Text>
      <Paper withBorder radius="md" p="md" maw={720}>
        <NameForm
          key={addKey}
          initial=""
          submitLabel={t('noteTypes.add')}
          pending={create.isPending}
          onSubmit={(name, setError) =>
            create.mutate(
              { name },
              {
                onSuccess: () => {
                  notifySuccess(t('noteTypes.created'));
                  setAddKey((k) => k + 1);
                },
                onError: (error) => onError(error, setError),
              },
            )
          }
        />
      </Paper>
      {isPending ? (
        <Center py="xl">
          <Loader aria-label={t('app.loading')} />
        </Center>
      ) : isError || !types ? (
        <Alert color="red" icon={<Icon glyph={alertGlyph} size={18} />}>
          {t('catalogues.loadFailed')}
        </Alert>
      ) : types.length === 0 ? (
        <Text c="dimmed">{t('noteTypes.empty')}</Text>
      ) : (
        <NoteTypesTable types={types} onEdit={setEditing} onDelete={setDeleting} />
      )}
      {editing && (
        <RenameModal
          initial={editing.name}
          pending={update.isPending}
          onClose={() => setEditing(null)}
          onSubmit={(name, setError) =>
            update.mutate(
              { id: editing.id, input: { name } },
              {
                onSuccess: () => {
                  notifySuccess(t('noteTypes.updated'));
                  setEditing(null);
                },
                onError: (error) => onError(error, setError),
              },
            )
          }
        />
      )}
      {deleting && (
        <ConfirmDialog
          opened
          title={t('catalogues.deleteTitle', { name: deleting.name })}
          danger
          confirmLabel={t('catalogues.delete')}
          onCancel={() => setDeleting(null)}
          onConfirm={() => {
            const id = deleting.id;
            setDeleting(null);
            deleteNoteType(id);
          }}
        >
          {t('noteTypes.deleteText')}
        </ConfirmDialog>
      )}
    </Page>
  );
}
