import {
  ActionIcon,
  Alert,
  Badge,
  Button,
  Group,
  Stack,
  Table,
  Text,
  TextInput,
  Tooltip,
} from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { notifications } from '@mantine/notifications';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TLocationUser } from '@cp/contracts';
import { Icon } from '@/components/icons/Icon';
import { trashGlyph } from '@/components/icons/glyphs/trash';
import { useCurrentUser } from '@/lib/current-user';
import { useTerms } from '@/lib/use-terms';
import { ConfirmDialog } from '@/components/ConfirmDialog';
import { useUsers } from '../api/get-users';
import { useRemoveUser } from '../api/remove-user';
import { canBeRestricted, fullName, ruleTextOf } from '../user-rules';
import { EditUserModal } from './EditUserModal';

/** The members of the location: search, edit, remove (SPEC §2 /admin/users). */
export function UsersPanel({ locationId }: { locationId: number }) {
  const { t } = useTranslation();
  const terms = useTerms();
  const me = useCurrentUser();
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
        <Table.ScrollContainer minWidth={640}>
          <Table striped highlightOnHover verticalSpacing="sm">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('users.name')}</Table.Th>
                <Table.Th>{t('users.email')}</Table.Th>
                <Table.Th>{t('users.roles')}</Table.Th>
                <Table.Th>{t('users.status')}</Table.Th>
                <Table.Th aria-label={t('users.actions')} />
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {users.data.map((user) => {
                const name = fullName(user);
                return (
                  <Table.Tr key={user.id}>
                    <Table.Td>
                      {name}
                      {user.id === me?.id && (
                        <Text span c="dimmed" size="sm">
                          {' '}
                          ({t('users.you')})
                        </Text>
                      )}
                    </Table.Td>
                    <Table.Td>{user.email}</Table.Td>
                    <Table.Td>
                      <Group gap={4}>
                        {user.roles.map((role) => (
                          <Badge key={role} variant="light" size="sm">
                            {t(`roles.${role}`)}
                          </Badge>
                        ))}
                        {canBeRestricted(user.roles) && user.design_education_ids.length > 0 && (
                          <Tooltip
                            label={t('users.restrictedTitle', {
                              count: user.design_education_ids.length,
                              educations: terms.educations,
                            })}
                          >
                            <Badge variant="outline" color="orange" size="sm">
                              {t('users.restricted', { count: user.design_education_ids.length })}
                            </Badge>
                          </Tooltip>
                        )}
                      </Group>
                    </Table.Td>
                    <Table.Td>
                      <Badge color={user.activated ? 'teal' : 'gray'} variant="dot" size="sm">
                        {user.activated ? t('users.active') : t('users.inactive')}
                      </Badge>
                    </Table.Td>
                    <Table.Td>
                      <Group gap={4} justify="flex-end" wrap="nowrap">
                        <Button
                          variant="subtle"
                          size="xs"
                          aria-label={t('users.editUser', { name })}
                          onClick={() => setEditing(user)}
                        >
                          {t('users.edit')}
                        </Button>
                        <Tooltip label={t('users.remove')}>
                          <ActionIcon
                            variant="subtle"
                            color="red"
                            aria-label={t('users.removeUser', { name })}
                            onClick={() => setRemoving(user)}
                          >
                            <Icon glyph={trashGlyph} size={18} />
                          </ActionIcon>
                        </Tooltip>
                      </Group>
                    </Table.Td>
                  </Table.Tr>
                );
              })}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
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
