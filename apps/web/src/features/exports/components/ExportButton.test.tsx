import { notificationsStore } from '@mantine/notifications';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { TEducationType, TExportPart } from '@cp/contracts';
import { mockApi, NO_CUSTOM_NAMES, type TMockRoutes } from '@/test/mock-api';
import { anExport, education, EDUCATION_PATH, renderWithToasts } from '../test-fixtures';
import { ExportButton } from './ExportButton';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const POST = `POST ${EDUCATION_PATH}/exports`;

async function openDialog(
  part: 'design' | 'plan' | 'analysis' | 'notes',
  options: {
    yearId?: number;
    language?: string;
    routes?: TMockRoutes;
    parts?: TExportPart[];
    type?: TEducationType;
  } = {},
) {
  const api = mockApi({
    ...NO_CUSTOM_NAMES,
    [`GET ${EDUCATION_PATH}`]: {
      body: { data: { ...education, type: options.type ?? education.type } },
    },
    [POST]: { status: 202, body: { data: anExport() } },
    ...options.routes,
  });
  await renderWithToasts(
    <ExportButton
      location="7"
      education="5"
      part={part}
      parts={options.parts}
      yearId={options.yearId}
    />,
    { language: options.language },
  );
  const button = screen.getByRole('button', {
    name: options.language === 'en' ? 'Export' : 'Exporteren',
  });
  await userEvent.click(button);
  const dialog = await screen.findByRole('dialog');
  // The form shows once the education (its years) is there.
  await within(dialog).findByRole('radiogroup', {
    name: options.language === 'en' ? 'File format' : 'Bestandsformaat',
  });
  return { api, button, dialog: within(dialog) };
}

const checked = (element: HTMLElement) => (element as HTMLInputElement).checked;

describe('ExportButton and its dialog', () => {
  it('opens on the plan with PDF, the interface language, the plan and the year shown', async () => {
    const { dialog } = await openDialog('plan', { yearId: 14 });
    expect(screen.getByRole('dialog', { name: 'Verpleegkunde exporteren' })).toBeTruthy();
    expect(checked(dialog.getByRole('radio', { name: 'PDF' }))).toBe(true);
    expect(checked(dialog.getByRole('radio', { name: 'Nederlands' }))).toBe(true);
    expect(checked(dialog.getByRole('checkbox', { name: /^Planning/ }))).toBe(true);
    expect(checked(dialog.getByRole('checkbox', { name: /^Ontwerp/ }))).toBe(false);
    expect(checked(dialog.getByRole('radio', { name: 'Kies leerjaren' }))).toBe(true);
    expect(checked(dialog.getByRole('checkbox', { name: 'Stagejaar' }))).toBe(true);
    expect(checked(dialog.getByRole('checkbox', { name: 'Leerjaar 1' }))).toBe(false);
    // The location's words describe the parts (useTerms; here the defaults).
    expect(dialog.getByText('Competenties, leeruitkomsten, leerdoelen en clusters')).toBeTruthy();
    expect(dialog.getByText(/in je meldingen en je kunt het 7 dagen downloaden/)).toBeTruthy();
  });

  it('names the test plan as the sector publishes it: PTA, Examenplan, OER-tabel', async () => {
    const vo = await openDialog('plan');
    expect(checked(vo.dialog.getByRole('checkbox', { name: /^PTA/ }))).toBe(false);
    expect(
      vo.dialog.getByText(/De toetsen per leerjaar met wegingen en herkansingen/),
    ).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Annuleren' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it.each([
    ['vocational_secondary_education_4', 'nl', /^Examenplan/],
    ['hbo_full_propaedeutic', 'nl', /^OER-tabel/],
    ['vocational_secondary_education_4', 'en', /^Examination plan/],
  ] as const)(
    'calls the test plan of a %s education by its name (%s)',
    async (type, language, name) => {
      const { dialog } = await openDialog('design', { type, language });
      expect(dialog.getByRole('checkbox', { name })).toBeTruthy();
    },
  );

  it('ticks the test plan alone, with the year shown, when the Toetsplan screen opens it', async () => {
    const { api, dialog } = await openDialog('plan', { parts: ['test_plan'], yearId: 14 });
    expect(checked(dialog.getByRole('checkbox', { name: /^PTA/ }))).toBe(true);
    expect(checked(dialog.getByRole('checkbox', { name: /^Planning/ }))).toBe(false);
    expect(checked(dialog.getByRole('radio', { name: 'Kies leerjaren' }))).toBe(true);
    expect(checked(dialog.getByRole('checkbox', { name: 'Stagejaar' }))).toBe(true);
    expect(dialog.getByText('Geldt voor de planning, het toetsplan en de analyse.')).toBeTruthy();
    await userEvent.click(dialog.getByRole('button', { name: 'Exporteren' }));
    await waitFor(() => expect(api.requests('POST', `${EDUCATION_PATH}/exports`)).toHaveLength(1));
    expect(api.requests('POST', `${EDUCATION_PATH}/exports`)[0]?.body).toEqual({
      format: 'pdf',
      language: 'nl',
      parts: ['test_plan'],
      year_ids: [14],
    });
  });

  it('asks no years on the design screen until the plan or the analysis is ticked', async () => {
    const { dialog } = await openDialog('design');
    expect(checked(dialog.getByRole('checkbox', { name: /^Ontwerp/ }))).toBe(true);
    expect(dialog.queryByRole('radiogroup', { name: 'Welke leerjaren?' })).toBeNull();
    await userEvent.click(dialog.getByRole('checkbox', { name: /^Analyse/ }));
    expect(checked(dialog.getByRole('radio', { name: 'Alle leerjaren' }))).toBe(true);
  });

  it('defaults to English in the English interface, with English words', async () => {
    const { dialog } = await openDialog('notes', { language: 'en' });
    expect(screen.getByRole('dialog', { name: 'Export Verpleegkunde' })).toBeTruthy();
    expect(checked(dialog.getByRole('radio', { name: 'English' }))).toBe(true);
    expect(checked(dialog.getByRole('checkbox', { name: /^Notes/ }))).toBe(true);
    expect(dialog.getByText(/you can download it for 7 days/)).toBeTruthy();
  });

  it('refuses to send without a part, and without a year when years are chosen', async () => {
    const { api, dialog } = await openDialog('plan', { yearId: 14 });
    await userEvent.click(dialog.getByRole('checkbox', { name: 'Stagejaar' }));
    await userEvent.click(dialog.getByRole('button', { name: 'Exporteren' }));
    expect(await dialog.findByText('Kies minstens één leerjaar.')).toBeTruthy();
    await userEvent.click(dialog.getByRole('checkbox', { name: /^Planning/ }));
    await userEvent.click(dialog.getByRole('button', { name: 'Exporteren' }));
    expect(await dialog.findByText('Kies minstens één onderdeel.')).toBeTruthy();
    expect(api.requests('POST', `${EDUCATION_PATH}/exports`)).toHaveLength(0);
    // Without the plan and the analysis no year is asked: the notes alone can go.
    await userEvent.click(dialog.getByRole('checkbox', { name: /^Notities/ }));
    await userEvent.click(dialog.getByRole('button', { name: 'Exporteren' }));
    await waitFor(() => expect(api.requests('POST', `${EDUCATION_PATH}/exports`)).toHaveLength(1));
    expect(api.requests('POST', `${EDUCATION_PATH}/exports`)[0]?.body).toEqual({
      format: 'pdf',
      language: 'nl',
      parts: ['notes'],
      year_ids: null,
    });
  });

  it('sends the choices, closes, shows the spinner toast at once and returns the focus', async () => {
    const { api, button, dialog } = await openDialog('analysis', { yearId: 12 });
    await userEvent.click(dialog.getByRole('radio', { name: 'Word (.docx)' }));
    await userEvent.click(dialog.getByRole('radio', { name: 'Engels' }));
    await userEvent.click(dialog.getByRole('checkbox', { name: /^Ontwerp/ }));
    await userEvent.click(dialog.getByRole('checkbox', { name: 'Stagejaar' }));
    await userEvent.click(dialog.getByRole('button', { name: 'Exporteren' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(api.requests('POST', `${EDUCATION_PATH}/exports`)[0]?.body).toEqual({
      format: 'docx',
      language: 'en',
      parts: ['design', 'analysis'],
      year_ids: [12, 14],
    });
    expect(await screen.findByText('Je export staat in de wachtrij')).toBeTruthy();
    const toast = notificationsStore.getState().notifications.find((n) => n.id === 'export-9');
    expect(toast?.autoClose).toBe(false);
    expect(toast?.loading).toBe(true);
    await waitFor(() => expect(document.activeElement).toBe(button));
  });

  it.each([
    [
      'nl',
      'Er loopt al een export. Wacht tot die klaar is; je vindt het bestand dan in je meldingen.',
    ],
    [
      'en',
      'An export is already running. Wait until it is ready; you will then find the file in your notifications.',
    ],
  ])(
    'keeps the dialog open and says so when an export already runs (%s)',
    async (language, text) => {
      const { dialog } = await openDialog('design', {
        language,
        routes: {
          [POST]: {
            status: 409,
            body: { code: 'export_running', message: 'An export is already running' },
          },
        },
      });
      await userEvent.click(
        dialog.getByRole('button', { name: language === 'en' ? 'Export' : 'Exporteren' }),
      );
      expect((await dialog.findByRole('alert')).textContent).toBe(text);
      expect(screen.getByRole('dialog')).toBeTruthy();
      expect(notificationsStore.getState().notifications).toHaveLength(0);
    },
  );

  it.each([
    [
      'nl',
      'Je school heeft al 10 exports in de wachtrij of in de maak. Probeer het over een paar minuten opnieuw.',
    ],
    ['en', 'Your school already has 10 exports waiting or being made. Try again in a few minutes.'],
  ])(
    'keeps the dialog open and says so when the school has as many exports waiting as it may (%s)',
    async (language, text) => {
      const { dialog } = await openDialog('design', {
        language,
        routes: {
          [POST]: {
            status: 429,
            body: { code: 'export_queue_full', key: 'exports.queueFull', message: 'Full' },
          },
        },
      });
      await userEvent.click(
        dialog.getByRole('button', { name: language === 'en' ? 'Export' : 'Exporteren' }),
      );
      expect((await dialog.findByRole('alert')).textContent).toBe(text);
      expect(screen.getByRole('dialog')).toBeTruthy();
      expect(notificationsStore.getState().notifications).toHaveLength(0);
    },
  );

  it('says when exports are unavailable (503) and when a year is no longer there (422)', async () => {
    const { api, dialog } = await openDialog('plan', {
      yearId: 12,
      routes: {
        [POST]: { status: 503, body: { code: 'export_unavailable', message: 'unavailable' } },
      },
    });
    await userEvent.click(dialog.getByRole('button', { name: 'Exporteren' }));
    expect((await dialog.findByRole('alert')).textContent).toBe(
      'Exporteren kan op dit moment niet. Probeer het later opnieuw.',
    );
    api.route(POST, {
      status: 422,
      body: {
        code: 'validation',
        message: 'Invalid',
        key: 'common.invalidData',
        keys: { year_ids: ['exports.unknownYear'] },
      },
    });
    await userEvent.click(dialog.getByRole('button', { name: 'Exporteren' }));
    expect((await dialog.findByText(/de lijst is intussen veranderd/)).textContent).toBe(
      'Kies leerjaren van deze opleiding; de lijst is intussen veranderd.',
    );
  });
});
