import { MantineProvider } from '@mantine/core';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { lazy, Suspense, useMemo, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useBrandShades } from '@/lib/brand-colours';
import { brandTheme, cssVariablesResolver, theme, withControlLabels } from './theme';

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
  const close = t('app.close');
  const eyeDropper = t('app.pickColourFromScreen');
  const activeTheme = useMemo(
    () => withControlLabels(shades ? brandTheme(shades) : theme, { close, eyeDropper }),
    [shades, close, eyeDropper],
  );
  return (
    <MantineProvider
      theme={activeTheme}
      cssVariablesResolver={cssVariablesResolver}
      defaultColorScheme="light"
    >
      <Suspense fallback={null}>
        <ToastContainer />
      </Suspense>
      <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
    </MantineProvider>
  );
}
