import { Notifications, notifications } from '@mantine/notifications';
import type { ReactElement } from 'react';
import { vi } from 'vitest';
import { TOAST_LIMIT, type TExport, type TNotification } from '@cp/contracts';
import { anEducation, aPeriod } from '@/test/education-fixture';
import { renderWithProviders } from '@/test/render';
import { clearExportToasts } from './export-toasts';

/** Test data of the exports feature: one education with two years, exports and notifications. */

export const education = anEducation({
  years_count: 2,
  periods_count: 2,
  years: [
    {
      id: 12,
      position: 1,
      name: null,
      starts_on: null,
      weeks: 10,
      periods: [aPeriod(21, 1, 1, 10)],
    },
    {
      id: 14,
      position: 2,
      name: 'Stagejaar',
      starts_on: null,
      weeks: 10,
      periods: [aPeriod(22, 1, 1, 10)],
    },
  ],
});

export const EDUCATION_PATH = 'locations/7/educations/5';

export const anExport = (changes: Partial<TExport> = {}): TExport => ({
  id: 9,
  status: 'queued',
  format: 'pdf',
  language: 'nl',
  parts: ['plan'],
  year_ids: [12],
  location_id: 7,
  education_id: 5,
  education_name: 'Verpleegkunde',
  file_name: null,
  done: 0,
  total: 0,
  created_at: '2026-03-01T10:00:00.000Z',
  expires_at: '2026-03-08T10:00:00.000Z',
  ...changes,
});

export const aNotification = (
  type: TNotification['type'],
  changes: Partial<TNotification> = {},
): TNotification => ({
  id: 40,
  type,
  notification: 'Export',
  data: null,
  opened_on: null,
  created_at: '2026-03-01T10:00:00.000Z',
  expires_in: 7,
  export_id: 9,
  ...changes,
});

/** Renders `ui` with the toast container, as the app has it; toasts of earlier tests are gone. */
export async function renderWithToasts(ui: ReactElement, options?: { language?: string }) {
  clearExportToasts();
  notifications.clean();
  return renderWithProviders(
    <>
      <Notifications limit={TOAST_LIMIT} />
      {ui}
    </>,
    options,
  );
}

/**
 * The downloads handed to the browser (the anchor `saveFile` clicks): file names and the blobs.
 * Restored by `vi.restoreAllMocks()`.
 */
export function captureDownloads() {
  const saved: { name: string; href: string }[] = [];
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function click(
    this: HTMLAnchorElement,
  ) {
    saved.push({ name: this.download, href: this.href });
  });
  return saved;
}
