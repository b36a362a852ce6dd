import {
  ActionIcon,
  Alert,
  Badge,
  Button,
  Group,
  Paper,
  Stack,
  Table,
  Text,
  TextInput,
  Title,
  Tooltip,
} from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { TInvitation, TLocationRole } from '@cp/contracts';
import { Icon } from '@/components/icons/Icon';
import { trashGlyph } from '@/components/icons/glyphs/trash';
import { ApiError } from '@/lib/api';
import { fieldErrorsOf, schemaErrors } from '@/lib/server-messages';
import { useTerms } from '@/lib/use-terms';
import { ConfirmDialog } from '@/components/ConfirmDialog';
import { useCreateInvitation } from '../api/create-invitation';
import { useDeleteInvitation } from '../api/delete-invitation';
import { useInvitations } from '../api/get-invitations';
import { RoleChecks } from './RoleChecks';

/** Invite form (e-mail + roles) and the open invitations with delete (SPEC §2 "invites"). */
export function InvitationsPanel({ locationId }: { locationId: number }) {
  const { t, i18n } = useTranslation();
  const terms = useTerms();
  const invitations = useInvitations(locationId);
  const create = useCreateInvitation(locationId);
  const remove = useDeleteInvitation(locationId);
  const [email, setEmail] = useState('');
  const [roles, setRoles] = useState<TLocationRole[]>(['user']);
  const [errors, setErrors] = useState<Partial<Record<string, string>>>({});
  const dateFormat = new Intl.DateTimeFormat(i18n.language === 'en' ? 'en-GB' : 'nl-NL', {
    dateStyle: 'medium',
    timeStyle: 'short',
  });

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    // The server's own rule (an address, at least one role), with its texts, before sending.
    const { ZCreateInvitationRequestSchema } = await import('@/lib/schemas');
    const found = schemaErrors(ZCreateInvitationRequestSchema, { email, roles }, { terms });
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    const address = email.trim();
    create.mutate(
      { email: address, roles },
      {
        onSuccess: () => {
          notifications.show({ message: t('users.invited', { email: address }), color: 'teal' });
          setEmail('');
          setRoles(['user']);
        },
        onError: (error) => {
          setErrors(fieldErrorsOf(error, { terms }));
          const invalid = error instanceof ApiError && error.status === 422;
          notifications.show({
            message: t(invalid ? 'users.inviteInvalid' : 'users.inviteFailed'),
            color: 'red',
          });
        },
      },
    );
  };

  // Asked first (ConfirmDialog): a deleted invitation's link stops working at once.
  const [deleting, setDeleting] = useState<TInvitation | null>(null);
  const confirmDelete = () => {
    if (!deleting) return;
    remove.mutate(deleting.id, {
      onSuccess: () => {
        notifications.show({ message: t('users.invitationDeleted'), color: 'teal' });
        setDeleting(null);
      },
      onError: () => {
        notifications.show({ message: t('users.invitationDeleteFailed'), color: 'red' });
        setDeleting(null);
      },
    });
  };

  return (
    <Stack gap="lg">
      <Paper withBorder radius="md" p="lg">
        <form
          onSubmit={(event) => void submit(event)}
          noValidate
          aria-label={t('users.inviteTitle')}
        >
          <Stack gap="md">
            <div>
              <Title order={2} size="h4">
                {t('users.inviteTitle')}
              </Title>
              <Text c="dimmed" size="sm">
                {t('users.inviteIntro')}
              </Text>
            </div>
            <TextInput
              label={t('users.email')}
              type="email"
              value={email}
              onChange={(event) => setEmail(event.currentTarget.value)}
              error={errors.email}
              required
              maw={420}
            />
            <RoleChecks value={roles} onChange={setRoles} error={errors.roles} />
            <Group>
              <Button type="submit" loading={create.isPending}>
                {t('users.invite')}
              </Button>
            </Group>
          </Stack>
        </form>
      </Paper>

      <Stack gap="sm">
        <Title order={2} size="h4">
          {t('users.openInvitations')}
        </Title>
        {invitations.isError && (
          <Alert color="red" variant="light" role="alert">
            {t('users.invitationsLoadFailed')}
          </Alert>
        )}
        {invitations.data?.length === 0 && <Text c="dimmed">{t('users.noInvitations')}</Text>}
        {invitations.data && invitations.data.length > 0 && (
          <Table.ScrollContainer minWidth={560}>
            <Table striped verticalSpacing="sm">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t('users.email')}</Table.Th>
                  <Table.Th>{t('users.roles')}</Table.Th>
                  <Table.Th>{t('users.expires')}</Table.Th>
                  <Table.Th aria-label={t('users.actions')} />
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {invitations.data.map((invitation) => (
                  <Table.Tr key={invitation.id}>
                    <Table.Td>{invitation.email}</Table.Td>
                    <Table.Td>
                      <Group gap={4}>
                        {invitation.roles.map((role) => (
                          <Badge key={role} variant="light" size="sm">
                            {t(`roles.${role}`)}
                          </Badge>
                        ))}
                      </Group>
                    </Table.Td>
                    <Table.Td>{dateFormat.format(new Date(invitation.expires_at))}</Table.Td>
                    <Table.Td>
                      <Group justify="flex-end">
                        <Tooltip label={t('users.remove')}>
                          <ActionIcon
                            variant="subtle"
                            color="red"
                            aria-label={t('users.deleteInvitation', { email: invitation.email })}
                            onClick={() => setDeleting(invitation)}
                            loading={remove.isPending && remove.variables === invitation.id}
                          >
                            <Icon glyph={trashGlyph} size={18} />
                          </ActionIcon>
                        </Tooltip>
                      </Group>
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        )}
      </Stack>
      <ConfirmDialog
        opened={deleting !== null}
        title={t('users.deleteInvitationTitle')}
        confirmLabel={t('users.remove')}
        danger
        pending={remove.isPending}
        onConfirm={confirmDelete}
        onCancel={() => setDeleting(null)}
      >
        {deleting ? t('users.deleteInvitationText', { email: deleting.email }) : ''}
      </ConfirmDialog>
    </Stack>
  );
}
