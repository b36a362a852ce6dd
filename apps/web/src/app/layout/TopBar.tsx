import { ActionIcon, Anchor, Divider, Group } from '@mantine/core';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { backButtonTarget } from '@cp/contracts';
import { useSignOut } from '@/features/auth/api/logout';
import { LocationBranding } from '@/features/locations/components/LocationBranding';
import { LocationTitle } from '@/features/locations/components/LocationTitle';
import { Icon } from '@/components/icons/Icon';
import { arrowLeftGlyph } from '@/components/icons/glyphs/arrow-left';
import { Logo } from '@/components/Logo';
import type { TAppContext } from '@/lib/context-store';
import { helpRouteFor } from '../shell-paths';
import { withAppTexts } from '../with-app-texts';
import classes from './TopBar.module.css';
import { TopBarMenusFallback } from './TopBarMenusFallback';

const TopBarMenus = lazy(withAppTexts(() => import('./TopBarMenus')));

interface TProps {
  context: TAppContext;
  location: string | null;
  ready: boolean;
}

/**
 * Back, logo, location title | help, notifications, settings (docs/foundation-brief.md "The
 * shell").
 */
export function TopBar({ context, location, ready }: TProps) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const back = backButtonTarget(pathname, context);
  const helpRoute = helpRouteFor(pathname);
  const { signOut } = useSignOut();
  return (
    <header className={classes.header}>
      <Group h="100%" px="md" justify="space-between" wrap="nowrap" gap="sm">
        <Group gap="sm" wrap="nowrap" className={classes.start}>
          {back && (
            <ActionIcon
              component={Link}
              to={back}
              variant="subtle"
              color="gray"
              size="lg"
              aria-label={t('nav.back')}
            >
              <Icon glyph={arrowLeftGlyph} />
            </ActionIcon>
          )}
          <Anchor
            component={Link}
            to="/dashboard"
            underline="never"
            aria-label={t('nav.home')}
            className={classes.logo}
          >
            <LocationBranding fallback={<Logo hideNameOnSmallScreens />} />
          </Anchor>
          {location && (
            <Divider
              orientation="vertical"
              h={24}
              style={{ alignSelf: 'center' }}
              visibleFrom="sm"
            />
          )}
          <LocationTitle />
        </Group>
        <Group gap={4} wrap="nowrap">
          <Suspense fallback={<TopBarMenusFallback />}>
            <TopBarMenus
              helpRoute={helpRoute}
              location={location}
              ready={ready}
              onSignOut={signOut}
            />
          </Suspense>
        </Group>
      </Group>
    </header>
  );
}
