import { MantineProvider } from '@mantine/core';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { lazy, Suspense, useMemo, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useBrandShades } from '@/lib/brand-colours';
import { brandTheme, theme, withCloseLabel } from './theme';

const ToastContainer = lazy(() => import('@/components/ToastContainer'));

export function Providers({
  queryClient,
  children,
}: {
  queryClient: QueryClient;
  children: ReactNode;
}) {
  // The chosen location's main colour, when it has one, is the primary colour.
  const shades = useBrandShades();
  const { t } = useTranslation();
  const closeLabel = t('app.close');
  const activeTheme = useMemo(
    () => withCloseLabel(shades ? brandTheme(shades) : theme, closeLabel),
    [shades, closeLabel],
  );
  return (
    <MantineProvider theme={activeTheme} defaultColorScheme="light">
      <Suspense fallback={null}>
        <ToastContainer />
      </Suspense>
      <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
    </MantineProvider>
  );
}
