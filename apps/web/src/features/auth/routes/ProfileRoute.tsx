import { Badge, Button, Divider, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { TCurrentUser } from '@cp/contracts';
import { Icon } from '@/components/icons/Icon';
import { logoutGlyph } from '@/components/icons/glyphs/logout';
import { Page } from '@/components/Page';
import { useMe } from '@/lib/current-user';
import { useSignOut } from '../api/logout';
import { ChangePasswordForm } from '../components/ChangePasswordForm';
import { LanguageSwitch } from '../components/LanguageSwitch';
import { ProfileNameForm } from '../components/ProfileNameForm';

function Memberships({ user }: { user: TCurrentUser }) {
  const { t } = useTranslation();
  if (user.memberships.length === 0) return <Text c="dimmed">{t('profile.noMemberships')}</Text>;
  return (
    <Stack gap={6} component="ul" m={0} p={0} style={{ listStyle: 'none' }}>
      {user.memberships.map((membership) => (
        <Group key={membership.location_id} gap="sm" component="li">
          <Text fw={500} miw={180}>
            {membership.location_title}
          </Text>
          <Group gap={6}>
            {membership.roles.map((role) => (
              <Badge key={role} variant="light" radius="sm" tt="none">
                {t(`roles.${role}`)}
              </Badge>
            ))}
          </Group>
        </Group>
      ))}
    </Stack>
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
      <Paper withBorder radius="md" p="lg" maw={760}>
        <Stack gap="lg">
          <Stack gap={4}>
            <Title order={2} size="h4">
              {t('profile.personal')}
            </Title>
            <div>
              <Text size="sm" c="dimmed">
                {t('profile.email')}
              </Text>
              <Text>{user.email}</Text>
            </div>
            {/* Keyed by the user: another account in this tab starts from its own name. */}
            <ProfileNameForm key={user.id} user={user} />
            {user.is_platform_admin && (
              <Badge color="grape" variant="light" mt="xs" tt="none">
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
          <Stack gap="xs">
            <Title order={2} size="h4">
              {t('profile.password')}
            </Title>
            {user.has_password ? (
              <ChangePasswordForm />
            ) : (
              <Text c="dimmed">{t('profile.passwordBySchool')}</Text>
            )}
          </Stack>
          <Divider />
          <LanguageSwitch />
          <Divider />
          <Stack gap="xs" align="flex-start">
            <Title order={2} size="h4">
              {t('profile.account')}
            </Title>
            <Button
              variant="default"
              leftSection={<Icon glyph={logoutGlyph} size={18} />}
              onClick={signOut}
              loading={pending}
            >
              {t('profile.logout')}
            </Button>
          </Stack>
        </Stack>
      </Paper>
    </Page>
  );
}
