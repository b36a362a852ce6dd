import {
  ActionIcon,
  Alert,
  Button,
  Center,
  Group,
  Loader,
  Modal,
  Paper,
  Stack,
  Table,
  Text,
  TextInput,
  Tooltip,
  VisuallyHidden,
} from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useUnsavedClose } from '@/components/use-unsaved-close';
import { CATALOGUE_NAME_MAX, type TNoteType } from '@cp/contracts';
import { Icon } from '@/components/icons/Icon';
import { alertGlyph } from '@/components/icons/glyphs/alert';
import { trashGlyph } from '@/components/icons/glyphs/trash';
import { ApiError } from '@/lib/api';
import { ConfirmDialog } from '@/components/ConfirmDialog';
import { Page } from '@/components/Page';
import { fieldErrorsOf } from '@/lib/server-messages';
import { useCreateNoteType } from '../api/create-note-type';
import { useDeleteNoteType } from '../api/delete-note-type';
import { useNoteTypes } from '@/lib/note-type-queries';
import { useUpdateNoteType } from '../api/update-note-type';
import { CatalogueIcon } from './CatalogueIcon';

const success = (message: string) => notifications.show({ message, color: 'teal' });
const failure = (message: string) => notifications.show({ message, color: 'red' });

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

/** Note categories of the location (SPEC §2 /admin/note-types): create, rename, delete. */
export function NoteTypesScreen({ locationId }: { locationId: number }) {
  const { t, i18n } = useTranslation();
  const { data: types, isPending, isError } = useNoteTypes(locationId);
  const create = useCreateNoteType(locationId);
  const update = useUpdateNoteType(locationId);
  const remove = useDeleteNoteType(locationId);
  const [editing, setEditing] = useState<TNoteType | null>(null);
  const [deleting, setDeleting] = useState<TNoteType | null>(null);
  // A fresh add form after each success, so the typed name is cleared.
  const [addKey, setAddKey] = useState(0);

  const onError = (error: unknown, setError: (text: string) => void) => {
    const name = fieldErrorsOf(error).name;
    if (name) setError(name);
    failure(t('noteTypes.failed'));
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
                  success(t('noteTypes.created'));
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
        <Paper withBorder radius="md" maw={720}>
          <Table verticalSpacing="sm" horizontalSpacing="md" highlightOnHover>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('catalogues.name')}</Table.Th>
                <Table.Th w={120} ta="right">
                  {t('noteTypes.notesCount')}
                </Table.Th>
                <Table.Th w={110} />
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {types.map((type) => (
                <Table.Tr key={type.id}>
                  <Table.Td>
                    <Text fw={500}>{type.name}</Text>
                  </Table.Td>
                  <Table.Td ta="right">{type.notes_count.toLocaleString(i18n.language)}</Table.Td>
                  <Table.Td>
                    <Group gap={4} justify="flex-end" wrap="nowrap">
                      <Tooltip label={t('catalogues.edit')}>
                        <ActionIcon
                          variant="subtle"
                          color="gray"
                          aria-label={t('catalogues.editOf', { name: type.name })}
                          onClick={() => setEditing(type)}
                        >
                          <CatalogueIcon name="pencil" size={18} />
                        </ActionIcon>
                      </Tooltip>
                      <Tooltip
                        // Also on keyboard focus: the reason must reach those who tab to it.
                        events={{ hover: true, focus: true, touch: true }}
                        label={
                          type.notes_count > 0
                            ? t('noteTypes.inUse', { count: type.notes_count })
                            : t('catalogues.delete')
                        }
                      >
                        {/* Disabled with the reason, not refused after a confirmation. */}
                        <ActionIcon
                          variant="subtle"
                          color="red"
                          aria-label={t('catalogues.deleteOf', { name: type.name })}
                          aria-disabled={type.notes_count > 0 || undefined}
                          aria-describedby={type.notes_count > 0 ? `in-use-${type.id}` : undefined}
                          onClick={() => {
                            if (type.notes_count === 0) setDeleting(type);
                          }}
                          data-disabled={type.notes_count > 0 || undefined}
                        >
                          <Icon glyph={trashGlyph} size={18} />
                        </ActionIcon>
                      </Tooltip>
                      {type.notes_count > 0 && (
                        <VisuallyHidden id={`in-use-${type.id}`}>
                          {t('noteTypes.inUse', { count: type.notes_count })}
                        </VisuallyHidden>
                      )}
                    </Group>
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Paper>
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
                  success(t('noteTypes.updated'));
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
            remove.mutate(id, {
              onSuccess: () => success(t('noteTypes.deleted')),
              // A note may have got this category since the list was loaded (409).
              onError: (error) =>
                failure(
                  error instanceof ApiError && error.status === 409
                    ? t('noteTypes.inUseNow')
                    : t('noteTypes.failed'),
                ),
            });
          }}
        >
          {t('noteTypes.deleteText')}
        </ConfirmDialog>
      )}
    </Page>
  );
}
