// @vitest-environment jsdom
// jsdom: the form's preview sanitises with DOMPurify (see sanitize.test.ts).
import { notifications } from '@mantine/notifications';
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { fakeApi, renderWithProviders } from '@/test/render';
import AdminHelpRoute from './AdminHelpRoute';

beforeAll(() => {
  window.matchMedia ??= ((query: string) => ({
    matches: false,
    media: query,
    onchange: null,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
    addListener: () => undefined,
    removeListener: () => undefined,
    dispatchEvent: () => false,
  })) as typeof window.matchMedia;
  // The autosizing textarea listens for web fonts; jsdom has no document.fonts.
  if (!('fonts' in document)) {
    Object.defineProperty(document, 'fonts', {
      value: { addEventListener: () => undefined, removeEventListener: () => undefined },
    });
  }
  globalThis.ResizeObserver ??= class {
    observe() {}
    unobserve() {}
    disconnect() {}
  };
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

/** Typing key by key is slow under jsdom; pasting fills a field the same way for the form. */
async function fill(field: HTMLElement, text: string) {
  await userEvent.click(field);
  await userEvent.paste(text);
}

const me = (isPlatformAdmin: boolean) => ({
  id: 1,
  email: 'p@x.nl',
  first_name: 'P',
  middle_name: null,
  last_name: 'A',
  language: null,
  is_platform_admin: isPlatformAdmin,
  memberships: [],
});

const plan = {
  route: '/plan',
  language: 'nl',
  title: 'Planning',
  content: '<p>x</p>',
  video: null,
};

describe('AdminHelpRoute', () => {
  it('saves a help text under its encoded route and refreshes the help of that page', async () => {
    vi.spyOn(notifications, 'show').mockReturnValue('');
    const api = fakeApi({
      'GET pageinfo/all': { body: { data: [plan] } },
      'PUT pageinfo/%2Fplan/nl': { body: { data: { ...plan, title: 'Plannen' } } },
    });
    vi.stubGlobal('fetch', api.fetchImpl);
    const { queryClient } = await renderWithProviders(<AdminHelpRoute />);
    act(() => queryClient.setQueryData(['auth', 'me'], me(true)));
    queryClient.setQueryData(['pageinfo', '/plan', 'nl'], plan);

    const edit = await screen.findByRole('button', { name: /Helptekst van \/plan/ });
    await userEvent.click(edit);
    const title = screen.getByLabelText(/Titel/);
    await userEvent.clear(title);
    await fill(title, 'Plannen');
    await userEvent.click(screen.getByRole('button', { name: 'Opslaan' }));

    await waitFor(() => expect(api.calls.some((c) => c.method === 'PUT')).toBe(true));
    expect(api.calls.find((c) => c.method === 'PUT')?.body).toEqual({
      title: 'Plannen',
      content: '<p>x</p>',
      video: null,
    });
    await waitFor(() =>
      expect(queryClient.getQueryState(['pageinfo', '/plan', 'nl'])?.isInvalidated).toBe(true),
    );
  });

  it('refuses a non-https video in the form without calling the server', async () => {
    const api = fakeApi({ 'GET pageinfo/all': { body: { data: [] } } });
    vi.stubGlobal('fetch', api.fetchImpl);
    const { queryClient } = await renderWithProviders(<AdminHelpRoute />);
    act(() => queryClient.setQueryData(['auth', 'me'], me(true)));
    await userEvent.click(
      await screen.findByRole('button', { name: 'Helptekst toevoegen voor /plan (Nederlands)' }),
    );
    await fill(screen.getByLabelText(/Titel/), 'Planning');
    await fill(screen.getByLabelText(/Inhoud/), 'Uitleg');
    await fill(screen.getByLabelText(/Video/), 'http://www.youtube.com/embed/abc');
    await userEvent.click(screen.getByRole('button', { name: 'Opslaan' }));
    expect(await screen.findByText(/Gebruik een https-embedadres/)).toBeTruthy();
    expect(api.calls.some((c) => c.method === 'PUT')).toBe(false);
  });

  it('shows nothing of the texts to someone who is not the platform administrator', async () => {
    const api = fakeApi({ 'GET pageinfo/all': { body: { data: [plan] } } });
    vi.stubGlobal('fetch', api.fetchImpl);
    const { queryClient } = await renderWithProviders(<AdminHelpRoute />);
    act(() => queryClient.setQueryData(['auth', 'me'], me(false)));
    expect(await screen.findByText(/Je hebt geen toegang/)).toBeTruthy();
    expect(api.calls.filter((call) => call.path.includes('pageinfo'))).toHaveLength(0);
  });
});
