import { screen, waitFor } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { restoreContext } from '@/lib/context-store';
import { deleteCookie, writeCookie } from '@/lib/cookies';
import { mockApi, NO_CUSTOM_NAMES } from '@/test/mock-api';
import { renderWithProviders } from '@/test/render';
import { EDUCATION_PATHS } from '../shell-paths';
import { RequireEducation } from './RequireEducation';

/** The layout route as app/routes.tsx has it, with a stand-in for every education screen. */
function renderAt(path: string, language = 'nl') {
  return renderWithProviders(
    <Routes>
      <Route element={<RequireEducation />}>
        {Object.entries(EDUCATION_PATHS).map(([screen, pattern]) => (
          <Route key={screen} path={pattern} element={<p>screen {screen}</p>} />
        ))}
      </Route>
    </Routes>,
    { path, language },
  );
}

beforeEach(() => {
  writeCookie('current_location', '7');
  deleteCookie('current_education');
  restoreContext();
  mockApi(NO_CUSTOM_NAMES);
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('RequireEducation: the one "choose an education first" of the education screens', () => {
  it.each([
    [
      '/overzicht',
      'Overzicht',
      /^Er is nog geen opleiding gekozen\. Kies er een op het dashboard\.$/,
    ],
    ['/ontwerp', 'Ontwerp', /^De clusters, competenties, leeruitkomsten en leerdoelen horen bij/],
    ['/plan', 'Planning', /^De planning zet de clusters van één opleiding per/],
    ['/plan/12', 'Planning', /^De planning zet de clusters van één opleiding per/],
    ['/analyse', 'Analyse', /^Kies eerst een opleiding op het dashboard; de analyse toont/],
    ['/notities', 'Notities', /^Er is nog geen opleiding gekozen\. Kies er een .* de notities/],
  ])(
    '%s without an education says so in its own words and points to the dashboard',
    async (path, title, text) => {
      await renderAt(path);
      expect(await screen.findByRole('heading', { level: 1, name: title })).toBeTruthy();
      expect(screen.getByText(text)).toBeTruthy();
      expect(screen.getByRole('link', { name: 'Naar het dashboard' }).getAttribute('href')).toBe(
        '/dashboard',
      );
      // The title is set in an effect, which may run after the heading is on screen.
      await waitFor(() => expect(document.title).toBe(`${title} · Curriculum Planner`));
      expect(screen.queryByText(/^screen /)).toBeNull();
    },
  );

  it('speaks English when the interface is in English', async () => {
    await renderAt('/analyse', 'en');
    expect(await screen.findByRole('heading', { level: 1, name: 'Analysis' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'To the dashboard' })).toBeTruthy();
  });

  it('with an education renders the screen that was asked for', async () => {
    writeCookie('current_education', '5');
    restoreContext();
    await renderAt('/plan/12');
    expect(screen.getByText('screen plan')).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Naar het dashboard' })).toBeNull();
  });
});
