import { Button, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Page } from '@/components/Page';
import { useAppContext } from '@/lib/context-store';

/** Catalogues belong to a location: without a chosen one, say so and offer to choose. */
export function RequireLocation({
  title,
  children,
}: {
  title: string;
  children: (locationId: number) => ReactNode;
}) {
  const { t } = useTranslation();
  const { location } = useAppContext();
  const id = Number(location);
  if (!location || !Number.isInteger(id) || id <= 0) {
    return (
      <Page title={title}>
        <Text>{t('catalogues.noLocation')}</Text>
        <Button component={Link} to="/locaties" w="fit-content">
          {t('catalogues.chooseLocation')}
        </Button>
      </Page>
    );
  }
  return <>{children(id)}</>;
}
