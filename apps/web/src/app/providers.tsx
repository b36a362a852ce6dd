import { MantineProvider } from '@mantine/core';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { lazy, Suspense, useMemo, type ReactNode } from 'react';
import { useBrandShades } from '@/lib/brand-colours';
import { brandTheme, theme } from './theme';

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
  const activeTheme = useMemo(() => (shades ? brandTheme(shades) : theme), [shades]);
  return (
    <MantineProvider theme={activeTheme} defaultColorScheme="light">
      <Suspense fallback={null}>
        <ToastContainer />
      </Suspense>
      <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
    </MantineProvider>
  );
}
