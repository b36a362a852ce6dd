import { Tabs, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Page } from '@/components/Page';
import { useAppContext } from '@/lib/context-store';
import { InvitationsPanel } from '../components/InvitationsPanel';
import { UsersPanel } from '../components/UsersPanel';

/**
 * /admin/users: the members of the current location and its invitations (admin). The edit dialog
 * also limits a designer to certain educations (docs/organisation.md).
 */
export default function AdminUsersRoute() {
  const { t } = useTranslation();
  const location = Number(useAppContext().location);
  if (!Number.isInteger(location) || location <= 0) {
    return (
      <Page title={t('users.title')}>
        <Text c="dimmed">{t('location.noneSelected')}</Text>
      </Page>
    );
  }
  return (
    <Page title={t('users.title')}>
      <Tabs defaultValue="users" keepMounted={false}>
        <Tabs.List mb="md">
          <Tabs.Tab value="users">{t('users.tabUsers')}</Tabs.Tab>
          <Tabs.Tab value="invitations">{t('users.tabInvitations')}</Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="users">
          <UsersPanel locationId={location} />
        </Tabs.Panel>
        <Tabs.Panel value="invitations">
          <InvitationsPanel locationId={location} />
        </Tabs.Panel>
      </Tabs>
    </Page>
  );
}
