import { Paper, Text, TextInput, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useTranslation } from 'react-i18next';
import type { TLocationRole } from '@cp/contracts';
import { PageForm } from '@/components/form/PageForm';
import { useSchemaForm } from '@/components/form/use-schema-form';
import { ApiError } from '@/lib/api';
import { useCreateInvitation } from '../api/create-invitation';
import { RoleChecks } from './RoleChecks';

const EMPTY_INVITATION = { email: '', roles: ['user'] as TLocationRole[] };

/**
 * Inviting someone: an address and roles, checked with the contract's schema, the server's
 * refusal at its field. After sending, the form is empty again for the next one.
 */
export function InviteForm({ locationId }: { locationId: number }) {
  const { t } = useTranslation();
  const create = useCreateInvitation(locationId);
  const form = useSchemaForm({
    initial: EMPTY_INVITATION,
    schema: (schemas) => schemas.ZCreateInvitationRequestSchema,
    toInput: (values) => ({ ...values, email: values.email.trim() }),
    send: (input) => create.mutateAsync(input),
    onSaved: (_invitation, input) => {
      notifications.show({ message: t('users.invited', { email: input.email }), color: 'teal' });
      form.reset(EMPTY_INVITATION);
    },
    onRefused: (error) => {
      const invalid = error instanceof ApiError && error.status === 422;
      notifications.show({
        message: t(invalid ? 'users.inviteInvalid' : 'users.inviteFailed'),
        color: 'red',
      });
    },
  });

  return (
    <Paper withBorder radius="md" p="lg">
      <PageForm form={form} label={t('users.inviteTitle')} submitLabel={t('users.invite')}>
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
          {...form.text('email')}
          required
          maw={420}
        />
        <RoleChecks {...form.input('roles')} />
      </PageForm>
    </Paper>
  );
}
