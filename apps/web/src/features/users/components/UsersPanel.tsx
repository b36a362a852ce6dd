import { Alert, Stack, Text, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { notifications } from '@mantine/notifications';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TLocationUser } from '@cp/contracts';
import { useTerms } from '@/lib/use-terms';
import { ConfirmDialog } from '@/components/ConfirmDialog';
import { useUsers } from '../api/get-users';
import { useRemoveUser } from '../api/remove-user';
import { fullName, ruleTextOf } from '../user-rules';
import { EditUserModal } from './EditUserModal';
import { UsersTable } from './UsersTable';

/**
 * The members of the location: search, edit, remove (/admin/users, docs/organisation.md "Users
 * and invitations").
 */
export function UsersPanel({ locationId }: { locationId: number }) {
  const { t } = useTranslation();
  const terms = useTerms();
  const [search, setSearch] = useState('');
  const [debounced] = useDebouncedValue(search.trim(), 250);
  const users = useUsers(locationId, debounced);
  const [editing, setEditing] = useState<TLocationUser | null>(null);
  const [removing, setRemoving] = useState<TLocationUser | null>(null);
  const remove = useRemoveUser(locationId);

  const confirmRemove = () => {
    if (!removing) return;
    remove.mutate(removing.id, {
      onSuccess: () => {
        notifications.show({ message: t('users.removed'), color: 'teal' });
        setRemoving(null);
      },
      onError: (error) => {
        const rule = ruleTextOf(error, { terms });
        notifications.show({
          message: rule ? `${t('users.removeFailed')}: ${rule}` : t('users.removeFailed'),
          color: 'red',
        });
        setRemoving(null);
      },
    });
  };

  return (
    <Stack gap="md">
      <TextInput
        label={t('users.search')}
        placeholder={t('users.searchPlaceholder')}
        value={search}
        onChange={(event) => setSearch(event.currentTarget.value)}
        maw={420}
        type="search"
      />
      {users.isError && (
        <Alert color="red" variant="light" role="alert">
          {t('users.loadFailed')}
        </Alert>
      )}
      {users.data && users.data.length === 0 && <Text c="dimmed">{t('users.empty')}</Text>}
      {users.data && users.data.length > 0 && (
        <UsersTable users={users.data} onEdit={setEditing} onRemove={setRemoving} />
      )}
      {editing && (
        <EditUserModal locationId={locationId} user={editing} onClose={() => setEditing(null)} />
      )}
      <ConfirmDialog
        opened={removing !== null}
        title={t('users.removeTitle')}
        confirmLabel={t('users.remove')}
        danger
        pending={remove.isPending}
        onConfirm={confirmRemove}
        onCancel={() => setRemoving(null)}
      >
        {removing ? t('users.removeText', { name: fullName(removing) }) : ''}
      </ConfirmDialog>
    </Stack>
  );
}
