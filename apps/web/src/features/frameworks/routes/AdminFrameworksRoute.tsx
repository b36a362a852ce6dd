import { Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Page } from '@/components/Page';
import { useAppContext } from '@/lib/context-store';
import { rolesAt, useCurrentUser } from '@/lib/current-user';
import { useTerms } from '@/lib/use-terms';
import { FrameworkImport } from '../components/FrameworkImport';
import { FrameworkLibrary } from '../components/FrameworkLibrary';

/**
 * /admin/frameworks: the frameworks the location may use, and importing them (docs/frameworks.md
 * "Import" and "Import API"). The location's administrator imports its own; the platform
 * administrator chooses national (every location) or this location's own.
 */
export default function AdminFrameworksRoute() {
  const { t } = useTranslation();
  const { location } = useAppContext();
  if (!location) {
    return (
      <Page title={t('pages.adminFrameworks')}>
        <Text>{t('frameworks.noLocation')}</Text>
      </Page>
    );
  }
  return <Frameworks location={location} />;
}

function Frameworks({ location }: { location: string }) {
  const { t } = useTranslation();
  const terms = useTerms();
  const user = useCurrentUser();
  const platformAdmin = user?.is_platform_admin === true;
  const mayImport = platformAdmin || rolesAt(user, Number(location)).includes('admin');
  return (
    <Page title={t('pages.adminFrameworks')}>
      <Text c="dimmed" maw={760}>
        {t('frameworks.intro', { education: terms.education })}
      </Text>
      <FrameworkLibrary location={location} />
      {mayImport && (
        <FrameworkImport
          // A new location or role starts a new form (what it sends depends on both).
          key={`${location} ${platformAdmin}`}
          location={location}
          platformAdmin={platformAdmin}
        />
      )}
    </Page>
  );
}
