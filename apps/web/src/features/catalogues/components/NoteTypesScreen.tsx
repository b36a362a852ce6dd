import { Alert, Center, Loader, Paper, Text, TextInput } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TNoteType } from '@cp/contracts';
import { FormModal } from '@/components/form/FormModal';
import { PageForm } from '@/components/form/PageForm';
import { useSchemaForm } from '@/components/form/use-schema-form';
import { Icon } from '@/components/icons/Icon';
import { alertGlyph } from '@/components/icons/glyphs/alert';
import { ConfirmDialog } from '@/components/ConfirmDialog';
import { Page } from '@/components/Page';
import { useCreateNoteType } from '../api/create-note-type';
import { useNoteTypes } from '@/lib/note-type-queries';
import { useUpdateNoteType } from '../api/update-note-type';
import { notifyFailure, notifySuccess } from './catalogue-toasts';
import { NoteTypesTable } from './NoteTypesTable';
import { useDeleteNoteTypeAction } from './use-delete-note-type-action';

type TNameValues = { name: string };

/**
 * The name of a category, as a form: the contract's rule of a catalogue name, a refusal (a name
 * taken) at the field with a toast.
 */
function useNameForm(
  initial: string,
  send: (input: TNameValues) => Promise<unknown>,
  onSaved: () => void,
) {
  const { t } = useTranslation();
  return useSchemaForm({
    initial: { name: initial },
    schema: (schemas) => schemas.ZNoteTypeInputSchema,
    toInput: (values) => ({ name: values.name.trim() }),
    send,
    onSaved,
    onRefused: () => notifyFailure(t('noteTypes.failed')),
  });
}

/** Adding a category; `onAdded` gives a fresh form, its field empty for the next. */
function AddNoteTypeForm({ locationId, onAdded }: { locationId: number; onAdded: () => void }) {
  const { t } = useTranslation();
  const create = useCreateNoteType(locationId);
  const form = useNameForm(
    '',
    (input) => create.mutateAsync(input),
    () => {
      notifySuccess(t('noteTypes.created'));
      onAdded();
    },
  );
  return (
    <PageForm form={form} label={t('noteTypes.add')} submitLabel={t('noteTypes.add')}>
      <TextInput label={t('noteTypes.name')} required {...form.text('name')} />
    </PageForm>
  );
}

/** Renaming a category in a dialog; with a changed name, closing it asks first. */
function RenameNoteTypeModal({
  locationId,
  type,
  onClose,
}: {
  locationId: number;
  type: TNoteType;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const update = useUpdateNoteType(locationId);
  const form = useNameForm(
    type.name,
    (input) => update.mutateAsync({ id: type.id, input }),
    () => {
      notifySuccess(t('noteTypes.updated'));
      onClose();
    },
  );
  return (
    <FormModal form={form} title={t('noteTypes.editTitle')} onClose={onClose} centered size="md">
      <TextInput label={t('noteTypes.name')} required {...form.text('name')} data-autofocus />
    </FormModal>
  );
}

/**
 * Note categories of the location (/admin/note-types, docs/organisation.md "Catalogues and help
 * texts"): create, rename, delete.
 */
export function NoteTypesScreen({ locationId }: { locationId: number }) {
  const { t } = useTranslation();
  const { data: types, isPending, isError } = useNoteTypes(locationId);
  const deleteNoteType = useDeleteNoteTypeAction(locationId);
  const [editing, setEditing] = useState<TNoteType | null>(null);
  const [deleting, setDeleting] = useState<TNoteType | null>(null);
  const [addKey, setAddKey] = useState(0);

  return (
    <Page title={t('noteTypes.title')}>
      <Text c="dimmed" maw={720}>
        {t('noteTypes.intro')}
      </Text>
      <Paper withBorder radius="md" p="md" maw={720}>
        <AddNoteTypeForm
          key={addKey}
          locationId={locationId}
          onAdded={() => setAddKey((key) => key + 1)}
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
        <RenameNoteTypeModal
          locationId={locationId}
          type={editing}
          onClose={() => setEditing(null)}
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
