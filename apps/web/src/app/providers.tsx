import { MantineProvider } from '@mantine/core';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { lazy, Suspense, useEffect, useMemo, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useBrandShades } from '@/lib/brand-colours';
import { installDialogFocusReturn } from '@/lib/dialog-focus-return';
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
  // Every dialog gives the focus back to its opener when it closes (WCAG 2.4.3).
  useEffect(() => installDialogFocusReturn(), []);
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
