import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { MemoryRouter } from 'react-router';
import { theme } from '@/app/theme';
import { i18n } from '@/i18n';

/** Renders UI the way the app does (Mantine, Query, router) in the given language. */
export async function renderWithProviders(ui: ReactElement, { language = 'nl', path = '/' } = {}) {
  await i18n.changeLanguage(language);
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const result = render(
    // env="test": no transitions and no portals, so opened menus are immediately in the DOM.
    // No CSS variables: nothing here lays out, and each style sheet makes every computed style
    // (user-event asks for one on each click) slower under happy-dom.
    <MantineProvider theme={theme} env="test" withCssVariables={false}>
      <QueryClientProvider client={queryClient}>
        <MemoryRouter initialEntries={[path]}>{ui}</MemoryRouter>
      </QueryClientProvider>
    </MantineProvider>,
  );
  return { ...result, queryClient };
}

/** A fetch stand-in answering JSON per "METHOD path" (path after /api/v1/). */
export function fakeApi(answers: Record<string, { status?: number; body: unknown }>) {
  const calls: { method: string; path: string; headers: Headers; body: unknown }[] = [];
  const fetchImpl = async (input: RequestInfo | URL, init?: RequestInit): Promise<Response> => {
    const url = new URL(String(input), 'http://localhost');
    const method = init?.method ?? 'GET';
    const path = url.pathname.replace('/api/v1/', '');
    calls.push({
      method,
      path,
      headers: new Headers(init?.headers),
      body: typeof init?.body === 'string' ? JSON.parse(init.body) : null,
    });
    const answer = answers[`${method} ${path}`];
    if (!answer) return new Response(JSON.stringify({ message: 'Not found' }), { status: 404 });
    const text = typeof answer.body === 'string' ? answer.body : JSON.stringify(answer.body);
    return new Response(text, { status: answer.status ?? 200 });
  };
  return { fetchImpl, calls };
}
