import { notificationsStore } from '@mantine/notifications';
import { QueryClient } from '@tanstack/react-query';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { EXPORT_READY_TOAST_MS } from '@cp/contracts';
import { mockApi } from '@/test/mock-api';
import { createExportFlow } from './export-flow';
import { pendingOf, showExportPending } from './export-toasts';
import { anExport, aNotification, captureDownloads, renderWithToasts } from './test-fixtures';

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const toast = (id: string) =>
  notificationsStore.getState().notifications.find((item) => item.id === id);

async function startFlow({ panelOpen = false, language = 'nl' } = {}) {
  await renderWithToasts(<div />, { language });
  const markRead = vi.fn();
  const flow = createExportFlow({
    queryClient: new QueryClient(),
    isPanelOpen: () => panelOpen,
    markRead,
  });
  return { flow, markRead };
}

/** The toast (Mantine renders each as an alert) holding `text`. */
const toastWith = async (text: string | RegExp) => {
  const found = await screen.findByText(text);
  const root = found.closest('.mantine-Notification-root');
  if (!(root instanceof HTMLElement)) throw new Error(`no toast around ${String(text)}`);
  return root;
};

describe('the export toasts', () => {
  it('follows an export from the line through its progress to ready (panel closed)', async () => {
    mockApi({ 'GET download/export/9': { body: '%PDF-1.7 fake' } });
    const saved = captureDownloads();
    const { flow, markRead } = await startFlow();

    flow.notification(aNotification('export_in_line', { id: 40 }));
    await toastWith('Je export staat in de wachtrij');
    expect(toast('export-9')).toMatchObject({ autoClose: false, loading: true });

    flow.progress({ export_id: 9, status: 'running', done: 3, total: 14 });
    expect(await screen.findByText('3 van 14 stappen')).toBeTruthy();
    const bar = screen.getByRole('progressbar', { name: 'Voortgang van de export' });
    expect(bar.getAttribute('aria-valuenow')).toBe('21');
    expect(screen.getByText('Je export wordt gemaakt')).toBeTruthy();

    // The started state arrives late: the toast keeps its progress and stays one toast.
    flow.notification(aNotification('export_started', { id: 41 }));
    flow.progress({ export_id: 9, status: 'running', done: 7, total: 14 });
    expect(await screen.findByText('7 van 14 stappen')).toBeTruthy();
    expect(screen.getAllByText('Je export wordt gemaakt')).toHaveLength(1);

    flow.notification(aNotification('export_ready', { id: 42, data: 'Verpleegkunde.pdf' }));
    const ready = await toastWith('Je export staat klaar');
    await waitFor(() => expect(screen.queryByText('Je export wordt gemaakt')).toBeNull());
    expect(toast('export-ready-9')?.autoClose).toBe(EXPORT_READY_TOAST_MS);
    expect(EXPORT_READY_TOAST_MS).toBe(4000);

    // A click on the toast itself (not only on its button) downloads the file.
    await userEvent.click(within(ready).getByText('Je export staat klaar'));
    await waitFor(() =>
      expect(saved).toEqual([{ name: 'Verpleegkunde.pdf', href: expect.stringMatching(/^blob:/) }]),
    );
    expect(markRead).toHaveBeenCalledWith(42);
    await waitFor(() => expect(toast('export-ready-9')).toBeUndefined());
  });

  it('keeps the spinner toast until the export ends; the success toast closes after 4000 ms', async () => {
    mockApi();
    const { flow } = await startFlow();
    vi.useFakeTimers();
    const wait = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms));
    flow.notification(aNotification('export_in_line'));
    await wait(60_000);
    expect(screen.queryByText('Je export staat in de wachtrij')).not.toBeNull();
    flow.notification(aNotification('export_ready', { data: 'a.pdf' }));
    await wait(3_980);
    expect(screen.queryByText('Je export staat klaar')).not.toBeNull();
    // Past 4000 ms and the leaving transition; the default 5000 ms would still show it.
    await wait(900);
    expect(screen.queryByText('Je export staat klaar')).toBeNull();
  });

  it('downloads from the ready toast’s button with the keyboard, named by the file', async () => {
    mockApi({ 'GET download/export/9': { body: 'xlsx bytes' } });
    const saved = captureDownloads();
    const { flow, markRead } = await startFlow({ language: 'en' });
    flow.notification(aNotification('export_ready', { id: 42, data: 'plan.xlsx' }));
    const button = await screen.findByRole('button', { name: 'Download plan.xlsx' });
    button.focus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(saved.map((item) => item.name)).toEqual(['plan.xlsx']));
    expect(markRead).toHaveBeenCalledWith(42);
  });

  it('never goes back to queued when the dialog’s answer arrives after the started state', async () => {
    mockApi();
    const { flow } = await startFlow();
    flow.notification(aNotification('export_started'));
    flow.progress({ export_id: 9, status: 'running', done: 2, total: 5 });
    await screen.findByText('2 van 5 stappen');
    act(() => showExportPending(pendingOf(anExport({ status: 'queued' }))));
    expect(screen.getByText('Je export wordt gemaakt')).toBeTruthy();
    expect(screen.getByText('2 van 5 stappen')).toBeTruthy();
    expect(screen.queryByText('Je export staat in de wachtrij')).toBeNull();
  });

  it('shows no success toast while the notifications panel is open', async () => {
    mockApi();
    const { flow } = await startFlow({ panelOpen: true });
    flow.notification(aNotification('export_started'));
    await toastWith('Je export wordt gemaakt');
    flow.notification(aNotification('export_ready', { data: 'a.pdf' }));
    await waitFor(() => expect(screen.queryByText('Je export wordt gemaakt')).toBeNull());
    expect(screen.queryByText('Je export staat klaar')).toBeNull();
    expect(notificationsStore.getState().notifications).toHaveLength(0);
  });

  it('says an expired file is expired instead of downloading it', async () => {
    mockApi({ 'GET download/export/9': { status: 410, body: { code: 'gone', message: 'x' } } });
    const saved = captureDownloads();
    const { flow, markRead } = await startFlow();
    flow.notification(aNotification('export_ready', { data: 'a.pdf' }));
    await userEvent.click(await screen.findByRole('button', { name: 'a.pdf downloaden' }));
    expect(await screen.findByText('Dit bestand is verlopen; exporteer opnieuw')).toBeTruthy();
    expect(saved).toEqual([]);
    expect(markRead).not.toHaveBeenCalled();
  });

  it.each([
    ['nl', 'Je export is mislukt', 'Opnieuw proberen', 'Je export staat in de wachtrij'],
    ['en', 'Your export failed', 'Try again', 'Your export is waiting in line'],
  ])(
    'after a failure offers to try again, which queues it again (%s)',
    async (language, failed, retry, queued) => {
      const api = mockApi({
        'POST exports/9/retry': { status: 202, body: { data: anExport({ status: 'queued' }) } },
      });
      const { flow } = await startFlow({ language });
      flow.notification(aNotification('export_started'));
      flow.notification(aNotification('export_failed'));
      const failure = await toastWith(failed);
      expect(toast('export-failed-9')?.autoClose).toBe(false);
      expect(toast('export-9')).toBeUndefined();
      await userEvent.click(within(failure).getByRole('button', { name: retry }));
      await waitFor(() => expect(api.requests('POST', 'exports/9/retry')).toHaveLength(1));
      await toastWith(queued);
      await waitFor(() => expect(screen.queryByText(failed)).toBeNull());
    },
  );

  it('says so when the retry is refused because another export runs', async () => {
    mockApi({
      'POST exports/9/retry': { status: 409, body: { code: 'export_running', message: 'x' } },
    });
    const { flow } = await startFlow();
    flow.notification(aNotification('export_failed'));
    await userEvent.click(await screen.findByRole('button', { name: 'Opnieuw proberen' }));
    expect(await screen.findByText('Er loopt al een export. Wacht tot die klaar is.')).toBeTruthy();
  });

  it('ignores notifications that are not about an export', async () => {
    mockApi();
    const { flow } = await startFlow();
    flow.notification(aNotification('review_requested', { export_id: null }));
    flow.progress({ export_id: 9, status: 'running', done: 1, total: 2 });
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(notificationsStore.getState().notifications).toHaveLength(0);
  });
});

describe('restoring the spinner toast (reload, back online)', () => {
  it('shows the export under way with its progress after a reload', async () => {
    mockApi({
      'GET exports/current': {
        body: { data: anExport({ status: 'running', done: 2, total: 8 }) },
      },
    });
    const { flow } = await startFlow();
    await flow.restore();
    expect(await screen.findByText('2 van 8 stappen')).toBeTruthy();
    expect(screen.getByText('Je export wordt gemaakt')).toBeTruthy();
  });

  it('drops the spinner of an export that ended while offline, and stays quiet on errors', async () => {
    const api = mockApi({ 'GET exports/current': { body: { data: null } } });
    const { flow } = await startFlow();
    flow.notification(aNotification('export_in_line'));
    await toastWith('Je export staat in de wachtrij');
    await flow.restore();
    await waitFor(() => expect(screen.queryByText('Je export staat in de wachtrij')).toBeNull());

    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    api.route('GET exports/current', { status: 500, body: { code: 'internal' } });
    await flow.restore();
    expect(notificationsStore.getState().notifications).toHaveLength(0);
  });
});
