import { ActionIcon, Badge, Button, Group, Table, Text, Tooltip } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { TLocationUser } from '@cp/contracts';
import { Icon } from '@/components/icons/Icon';
import { trashGlyph } from '@/components/icons/glyphs/trash';
import { useCurrentUser } from '@/lib/current-user';
import { useTerms } from '@/lib/use-terms';
import { canBeRestricted, fullName } from '../user-rules';

type TUserHandlers = {
  onEdit: (user: TLocationUser) => void;
  onRemove: (user: TLocationUser) => void;
};

/** The roles of a member, and how many educations a restricted designer may design. */
function UserRoles({ user }: { user: TLocationUser }) {
  const { t } = useTranslation();
  const terms = useTerms();
  return (
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
  );
}

function UserRow({
  user,
  isMe,
  onEdit,
  onRemove,
}: TUserHandlers & { user: TLocationUser; isMe: boolean }) {
  const { t } = useTranslation();
  const name = fullName(user);
  return (
    <Table.Tr>
      <Table.Td>
        {name}
        {isMe && (
          <Text span c="dimmed" size="sm">
            {' '}
            ({t('users.you')})
          </Text>
        )}
      </Table.Td>
      <Table.Td>{user.email}</Table.Td>
      <Table.Td>
        <UserRoles user={user} />
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
            onClick={() => onEdit(user)}
          >
            {t('users.edit')}
          </Button>
          <Tooltip label={t('users.remove')}>
            <ActionIcon
              variant="subtle"
              color="red"
              aria-label={t('users.removeUser', { name })}
              onClick={() => onRemove(user)}
            >
              <Icon glyph={trashGlyph} size={18} />
            </ActionIcon>
          </Tooltip>
        </Group>
      </Table.Td>
    </Table.Tr>
  );
}

/** The members found: name (you marked), e-mail, roles, whether activated, edit and remove. */
export function UsersTable({ users, ...handlers }: TUserHandlers & { users: TLocationUser[] }) {
  const { t } = useTranslation();
  const me = useCurrentUser();
  return (
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
          {users.map((user) => (
            <UserRow key={user.id} user={user} isMe={user.id === me?.id} {...handlers} />
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
