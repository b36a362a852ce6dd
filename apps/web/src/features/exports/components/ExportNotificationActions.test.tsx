import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { TNotification } from '@cp/contracts';
import { mockApi } from '@/test/mock-api';
import { anExport, aNotification, captureDownloads, renderWithToasts } from '../test-fixtures';
import { ExportNotificationActions } from './ExportNotificationActions';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

async function renderActions(notification: TNotification, language = 'nl') {
  const onOpened = vi.fn();
  await renderWithToasts(
    <ExportNotificationActions notification={notification} onOpened={onOpened} />,
    { language },
  );
  return onOpened;
}

const ready = aNotification('export_ready', { data: 'Verpleegkunde.docx' });

describe('ExportNotificationActions (the notifications panel)', () => {
  it.each([
    ['nl', 'Verpleegkunde.docx downloaden'],
    ['en', 'Download Verpleegkunde.docx'],
  ])('downloads a ready export and opens its notification (%s)', async (language, name) => {
    const api = mockApi({ 'GET download/export/9': { body: 'docx bytes' } });
    const saved = captureDownloads();
    const onOpened = await renderActions(ready, language);
    await userEvent.click(screen.getByRole('button', { name }));
    await waitFor(() => expect(saved.map((item) => item.name)).toEqual(['Verpleegkunde.docx']));
    expect(onOpened).toHaveBeenCalledOnce();
    expect(api.requests('GET', 'download/export/9')).toHaveLength(1);
  });

  it.each([
    ['nl', 'Dit bestand is verlopen; exporteer opnieuw'],
    ['en', 'This file has expired; export again'],
  ])('says an expired file (410) is expired (%s)', async (language, text) => {
    mockApi({ 'GET download/export/9': { status: 410, body: { code: 'gone', message: 'x' } } });
    const saved = captureDownloads();
    const onOpened = await renderActions(ready, language);
    await userEvent.click(screen.getByRole('button', { name: /Verpleegkunde\.docx/ }));
    expect((await screen.findByRole('alert')).textContent).toBe(text);
    expect(saved).toEqual([]);
    expect(onOpened).not.toHaveBeenCalled();
  });

  it('tries a failed export again and shows the spinner toast', async () => {
    const api = mockApi({
      'POST exports/9/retry': { status: 202, body: { data: anExport() } },
    });
    await renderActions(aNotification('export_failed'));
    await userEvent.click(screen.getByRole('button', { name: 'Export opnieuw proberen' }));
    await waitFor(() => expect(api.requests('POST', 'exports/9/retry')).toHaveLength(1));
    expect(await screen.findByText('Je export staat in de wachtrij')).toBeTruthy();
  });

  it('says when a failed export can no longer be tried (404)', async () => {
    mockApi({ 'POST exports/9/retry': { status: 404, body: { code: 'not_found', message: 'x' } } });
    await renderActions(aNotification('export_failed'), 'en');
    await userEvent.click(screen.getByRole('button', { name: 'Try again to export' }));
    expect(
      await screen.findByText('This export can no longer be tried again; export again'),
    ).toBeTruthy();
  });

  it('offers nothing for states under way or other notifications', async () => {
    mockApi();
    await renderActions(aNotification('export_started'));
    await renderActions(aNotification('review_requested', { export_id: null }));
    expect(screen.queryByRole('button')).toBeNull();
  });
});
