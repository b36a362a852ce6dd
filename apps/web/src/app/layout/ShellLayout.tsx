import { Button, Center, Container, Stack, Text } from '@mantine/core';
import { lazy, Suspense, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useQueryClient } from '@tanstack/react-query';
import { Outlet, useLocation } from 'react-router';
import { ExportButtonProvider, type TRenderExportButton } from '@/components/ExportButtonSlot';
import { useMe } from '@/lib/current-user';
import { loadAppTexts } from '@/i18n';
import { useAccountLanguage } from '@/i18n/use-account-language';
import { ApiError } from '@/lib/api';
import { isPublicPath } from '@/lib/public-paths';
import { PageLoader } from '@/components/PageLoader';
import { withAppTexts } from '../with-app-texts';
import { useRealtime } from '../use-realtime';
import { educationSectionOf } from './education-sections';
import { TopBar } from './TopBar';
import { useShellContext } from './use-shell-context';
import { useMessageTerms } from '@/lib/server-messages';

const EducationNav = lazy(withAppTexts(() => import('./EducationNav')));
const ExportButton = lazy(
  withAppTexts(() =>
    import('@/features/exports/components/ExportButton').then((module) => ({
      default: module.ExportButton,
    })),
  ),
);

/** The education screens' export button (ExportButtonSlot), its dialog a chunk of its own. */
const renderExportButton: TRenderExportButton = (props) => (
  <Suspense fallback={null}>
    <ExportButton {...props} />
  </Suspense>
);

/**
 * The signed-in part of the app. The guard is the `auth/me` query: a 401 goes through the
 * generic error handling (to `/` with "Je bent niet ingelogd"), so nothing here redirects.
 */
export default function ShellLayout() {
  const { t } = useTranslation();
  const me = useMe();
  const shell = useShellContext(me.isSuccess);
  useRealtime(me.data?.id);
  // Server messages name the school's own terms on every screen of the shell.
  useMessageTerms();
  const queryClient = useQueryClient();
  const { pathname } = useLocation();

  // Leaving the signed-in part (log out, or a 401 sending the user to the login page) forgets
  // the user's cached data. Done on unmount so no screen of the shell is left to refetch it.
  useEffect(
    () => () => {
      if (isPublicPath(window.location.pathname)) queryClient.clear();
    },
    [queryClient],
  );

  // The other screens' texts (i18n/nl-app.ts) and their table (screen-chunks.ts, which the
  // dashboard paints without) once the first screen has painted, so going to one does not wait
  // for them.
  useEffect(() => {
    const load = () => {
      void loadAppTexts();
      import('../screen-chunks').catch(() => undefined);
    };
    if ('requestIdleCallback' in window) {
      const id = window.requestIdleCallback(load);
      return () => window.cancelIdleCallback(id);
    }
    const id = setTimeout(load, 200);
    return () => clearTimeout(id);
  }, []);

  // Signed in, the language stored in the account wins, also over this device's cookie.
  useAccountLanguage(me.data?.language ?? null);

  if (me.isPending) return <PageLoader />;
  if (me.isError) {
    // 401: the error handler is already on its way to the login page.
    if (me.error instanceof ApiError && me.error.status === 401) return <PageLoader />;
    return (
      <Center mih="60dvh" p="md">
        <Stack align="center">
          <Text>{t('app.serverUnreachable')}</Text>
          <Button onClick={() => void me.refetch()}>{t('app.retry')}</Button>
        </Stack>
      </Center>
    );
  }
  return (
    <>
      <TopBar context={shell.context} location={shell.location} ready={shell.ready} />
      <Container
        component="main"
        size={shell.context.pageExpanded ? 'xl' : 'lg'}
        py="xl"
        data-page-expanded={shell.context.pageExpanded}
      >
        {/*
         * The section tabs and the screen appear together the first time: a screen shown before
         * the tabs' chunk would jump down by their height a moment later, under the pointer of
         * someone about to click or drag. After that the tabs stay while another screen loads.
         */}
        <Suspense fallback={<PageLoader />}>
          {/* Without a selected education the sections have nothing to show. */}
          {shell.context.education !== null && educationSectionOf(pathname) && <EducationNav />}
          {/* The top bar stays while the next screen's chunk loads. */}
          <ExportButtonProvider value={renderExportButton}>
            <Suspense fallback={<PageLoader />}>
              <Outlet />
            </Suspense>
          </ExportButtonProvider>
        </Suspense>
      </Container>
    </>
  );
}
