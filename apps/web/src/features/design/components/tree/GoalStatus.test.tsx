import { notifications } from '@mantine/notifications';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { shortTitleOf } from '@cp/contracts';
import { fakeApi, renderWithProviders } from '@/test/render';
import { treeFixture } from '@/features/design/tree-fixture';
import { CompetencesPanel } from './CompetencesPanel';

/*
 * A learning goal's status on the design screen (docs/design.md "Rules"): the track and
 * withdrawn badges, the track filter, and the goal form's long title help, withdrawn switch
 * and track field, in both languages.
 */

const BASE = 'locations/7/educations/9/design';

// As long as a real school's goal (issue 29: 362 characters).
const LONG =
  'De leerling kan op basis van een zelf opgestelde onderzoeksvraag een praktisch onderzoek ' +
  'opzetten, uitvoeren en evalueren, waarbij hij relevante bronnen raadpleegt, meetgegevens ' +
  'verzamelt en verwerkt in tabellen en grafieken, conclusies trekt die passen bij de ' +
  'onderzoeksvraag en de resultaten, en de betrouwbaarheid van het onderzoek beoordeelt.';

/** 101 withdrawn, 102 for vwo, 103 for havo; the others for every track. */
function statusDesign() {
  const design = treeFixture();
  design.learning_goals = design.learning_goals.map((goal) => ({
    ...goal,
    withdrawn: goal.id === 101,
    track: goal.id === 102 ? 'vwo' : goal.id === 103 ? 'havo' : null,
  }));
  return design;
}

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

async function renderPanel(
  answers: Record<string, { status?: number; body: unknown }> = {},
  language = 'nl',
) {
  vi.spyOn(notifications, 'show').mockReturnValue('');
  const api = fakeApi(answers);
  vi.stubGlobal('fetch', api.fetchImpl);
  await renderWithProviders(
    <CompetencesPanel design={statusDesign()} location="7" education="9" readOnly={false} />,
    { language },
  );
  return api;
}

/** The row (list item) of a goal, found by its title. */
const rowOf = (title: string) => screen.getByText(title).closest('[role="listitem"], li')!;

describe('learning goal status on the design screen', () => {
  it('marks a withdrawn goal and shows tracks as badges', async () => {
    await renderPanel();
    const withdrawn = rowOf('Beschrijft het doel');
    expect(within(withdrawn as HTMLElement).getByText('Vervallen')).toBeTruthy();
    const title = screen.getByText('Beschrijft het doel');
    expect(title.className).toMatch(/withdrawn/);
    expect(within(rowOf('Kiest een aanpak') as HTMLElement).getByText('vwo')).toBeTruthy();
    const havo = within(rowOf('Vergelijkt varianten') as HTMLElement).getByText('havo');
    expect(havo.getAttribute('title')).toBe('Alleen voor leerweg havo');
    expect(screen.getByText('Kiest een aanpak').className).not.toMatch(/withdrawn/);
  });

  it('filters by track: the goals of the track and those for every track', async () => {
    await renderPanel();
    const track = screen.getByRole('combobox', { name: 'Leerweg' });
    expect(
      within(track)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Alle leerwegen', 'havo', 'vwo']);
    await userEvent.selectOptions(track, 'havo');
    // 101, 103 (havo), 201 and 202; not 102 (vwo).
    await waitFor(() =>
      expect(screen.getByText('4 leerdoelen voldoen aan de filters')).toBeTruthy(),
    );
    expect(screen.getByText('Vergelijkt varianten')).toBeTruthy();
    expect(screen.queryByText('Kiest een aanpak')).toBeNull();
    await userEvent.click(screen.getAllByRole('button', { name: 'Filters wissen' })[0]!);
    expect((track as HTMLSelectElement).value).toBe('');
    expect(screen.getByText('Kiest een aanpak')).toBeTruthy();
  });

  it('explains a long title and moves it into the description in one click; saves track and withdrawn', async () => {
    const api = await renderPanel({
      [`PUT ${BASE}/learning-goals/103`]: {
        body: {
          data: {
            ...statusDesign().learning_goals.find((goal) => goal.id === 103)!,
            withdrawn: true,
            track: 'vwo',
          },
        },
      },
    });
    await userEvent.click(
      screen.getByRole('button', { name: '1.2.1 Vergelijkt varianten bewerken' }),
    );
    const dialog = screen.getByRole('dialog');
    const title = within(dialog).getByRole<HTMLInputElement>('textbox', { name: 'Titel' });
    // The title says what it is for; a short title asks nothing more.
    expect(within(dialog).getByText(/de volledige tekst hoort in de omschrijving/)).toBeTruthy();
    expect(
      within(dialog).queryByRole('button', { name: 'Zet de tekst in de omschrijving' }),
    ).toBeNull();
    await userEvent.clear(title);
    await userEvent.click(title);
    await userEvent.paste(LONG);
    // Pasted whole: never cut silently.
    expect(title.value).toBe(LONG);
    expect(
      within(dialog).getByText(
        `Deze titel is ${LONG.length} tekens lang; een titel heeft hoogstens 200 tekens. Houd hier een korte naam en zet de volledige tekst in de omschrijving.`,
      ),
    ).toBeTruthy();
    await userEvent.click(
      within(dialog).getByRole('button', { name: 'Zet de tekst in de omschrijving' }),
    );
    expect(title.value).toBe(shortTitleOf(LONG, 200));
    expect(title.value.endsWith('…')).toBe(true);
    const details = within(dialog).getByRole<HTMLTextAreaElement>('textbox', {
      name: 'Omschrijving',
    });
    // The whole text first, what the description held after it.
    expect(details.value).toBe(`${LONG}\n\nOver Vergelijkt varianten`);
    expect(
      within(dialog).queryByRole('button', { name: 'Zet de tekst in de omschrijving' }),
    ).toBeNull();

    const track = within(dialog).getByRole<HTMLInputElement>('textbox', { name: 'Leerweg' });
    expect(track.value).toBe('havo');
    await userEvent.clear(track);
    await userEvent.type(track, ' vwo ');
    await userEvent.click(within(dialog).getByRole('switch', { name: /^Vervallen/ }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Opslaan' }));
    await waitFor(() => expect(api.calls.some((call) => call.method === 'PUT')).toBe(true));
    expect(api.calls.find((call) => call.method === 'PUT')?.body).toMatchObject({
      index: '1.2.1',
      title: shortTitleOf(LONG, 200),
      details: `${LONG}\n\nOver Vergelijkt varianten`,
      learning_outcome_id: 12,
      withdrawn: true,
      track: 'vwo',
    });
  });

  it('speaks English', async () => {
    await renderPanel({}, 'en');
    expect(within(rowOf('Beschrijft het doel') as HTMLElement).getByText('Withdrawn')).toBeTruthy();
    expect(screen.getByRole('combobox', { name: 'Track' })).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Edit 1.1.1 Beschrijft het doel' }));
    const dialog = screen.getByRole('dialog');
    expect(
      within(dialog).getByRole<HTMLInputElement>('switch', { name: /^Withdrawn/ }).checked,
    ).toBe(true);
    const title = within(dialog).getByRole('textbox', { name: 'Title' });
    await userEvent.clear(title);
    await userEvent.click(title);
    await userEvent.paste(LONG);
    expect(
      within(dialog).getByRole('button', { name: 'Move the text to the description' }),
    ).toBeTruthy();
  });
});
