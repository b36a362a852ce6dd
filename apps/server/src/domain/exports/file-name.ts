import type { TExportFormat } from '@cp/contracts';

/**
 * The name a finished export is saved under (the notification's `data`, SPEC §3): the
 * education's name and the date, e.g. "Bouwkunde niveau 4 (groot) 2026-11-25.pdf". Characters
 * that Windows, macOS or a Content-Disposition header cannot take become "-", so the name is
 * the same on every system; letters with accents stay.
 */
export function exportFileName(educationName: string, date: Date, format: TExportFormat): string {
  const base =
    educationName
      // Control characters, path separators and the characters Windows forbids.
      // eslint-disable-next-line no-control-regex -- control characters are what is removed
      .replace(/[\u0000-\u001f\u007f<>:"/\\|?*]+/g, '-')
      .replace(/\s+/g, ' ')
      .replace(/^[\s.-]+|[\s.-]+$/g, '')
      .slice(0, 100) || 'export';
  return `${base} ${date.toISOString().slice(0, 10)}.${format}`;
}
