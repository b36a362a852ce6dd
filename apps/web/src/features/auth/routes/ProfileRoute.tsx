import { Badge, Button, Divider, Group, Paper, Stack, Table, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { TCurrentUser } from '@cp/contracts';
import { Icon } from '@/components/icons';
import { Page } from '@/components/Page';
import { useMe } from '../api/get-me';
import { useSignOut } from '../api/logout';
import { LanguageSwitch } from '../components/LanguageSwitch';

function fullName(user: TCurrentUser): string {
  return [user.firstName, user.middleName, user.lastName].filter(Boolean).join(' ');
}

function Memberships({ user }: { user: TCurrentUser }) {
  const { t } = useTranslation();
  if (user.memberships.length === 0) return <Text c="dimmed">{t('profile.noMemberships')}</Text>;
  return (
    <Table withRowBorders verticalSpacing="xs" maw={640}>
      <Table.Tbody>
        {user.memberships.map((membership) => (
          <Table.Tr key={membership.locationId}>
            <Table.Td>{membership.locationTitle}</Table.Td>
            <Table.Td>
              <Group gap={6}>
                {membership.roles.map((role) => (
                  <Badge key={role} variant="light" radius="sm">
                    {t(`roles.${role}`)}
                  </Badge>
                ))}
              </Group>
            </Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}

export default function ProfileRoute() {
  const { t } = useTranslation();
  const { data: user } = useMe();
  const { signOut, pending } = useSignOut();
  // The shell only renders this screen once the user is known.
  if (!user) return null;
  return (
    <Page title={t('profile.title')}>
      <Paper withBorder radius="md" p="lg">
        <Stack gap="lg">
          <Stack gap={4}>
            <Title order={2} size="h4">
              {t('profile.personal')}
            </Title>
            <Group gap="xl">
              <div>
                <Text size="sm" c="dimmed">
                  {t('profile.name')}
                </Text>
                <Text>{fullName(user)}</Text>
              </div>
              <div>
                <Text size="sm" c="dimmed">
                  {t('profile.email')}
                </Text>
                <Text>{user.email}</Text>
              </div>
            </Group>
            {user.isPlatformAdmin && (
              <Badge color="grape" variant="light" mt="xs">
                {t('profile.platformAdmin')}
              </Badge>
            )}
          </Stack>
          <Divider />
          <Stack gap="xs">
            <Title order={2} size="h4">
              {t('profile.roles')}
            </Title>
            <Memberships user={user} />
          </Stack>
          <Divider />
          <LanguageSwitch />
          <Divider />
          <Stack gap="xs" align="flex-start">
            <Title order={2} size="h4">
              {t('profile.account')}
            </Title>
            <Button variant="default" leftSection={<Icon name="logout" size={18} />} onClick={signOut} loading={pending}>
              {t('profile.logout')}
            </Button>
          </Stack>
        </Stack>
      </Paper>
    </Page>
  );
}
