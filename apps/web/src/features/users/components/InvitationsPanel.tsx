import { ActionIcon, Alert, Badge, Group, Stack, Table, Text, Title, Tooltip } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TInvitation } from '@cp/contracts';
import { Icon } from '@/components/icons/Icon';
import { trashGlyph } from '@/components/icons/glyphs/trash';
import { ConfirmDialog } from '@/components/ConfirmDialog';
import { useDeleteInvitation } from '../api/delete-invitation';
import { useInvitations } from '../api/get-invitations';
import { InviteForm } from './InviteForm';

/**
 * Invite form (e-mail + roles) and the open invitations with delete (docs/organisation.md "Users
 * and invitations").
 */
export function InvitationsPanel({ locationId }: { locationId: number }) {
  const { t, i18n } = useTranslation();
  const invitations = useInvitations(locationId);
  const remove = useDeleteInvitation(locationId);
  const dateFormat = new Intl.DateTimeFormat(i18n.language === 'en' ? 'en-GB' : 'nl-NL', {
    dateStyle: 'medium',
    timeStyle: 'short',
  });

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
      <InviteForm locationId={locationId} />

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
