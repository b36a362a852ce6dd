import { MantineProvider } from '@mantine/core';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import {
  Link,
  Route,
  Routes,
  unstable_HistoryRouter as HistoryRouter,
  UNSAFE_createMemoryHistory,
} from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { theme } from '@/app/theme';
import { i18n } from '@/i18n';
import { LEAVE_WITHOUT_ASKING, useLeaveGuard } from '@/lib/leave-guard';
import { createGuardedHistory } from '../guarded-history';
import { navigateTo, registerNavigator } from '../navigator';
import { asksBeforeLeaving, LeaveGuardBlocker } from './LeaveGuardBlocker';

afterEach(() => registerNavigator(null));

/** A page with a form that is dirty once something is typed (as the profile's name form). */
function FormPage() {
  const [name, setName] = useState('');
  useLeaveGuard(name !== '');
  return (
    <>
      <input aria-label="Naam" value={name} onChange={(event) => setName(event.target.value)} />
      <Link to="/elders">Elders</Link>
      <Link to="/profiel#wachtwoord">Naar het wachtwoord</Link>
    </>
  );
}

type TEntry = string | { pathname: string; state: unknown };

/** The app's wiring (main.tsx): the blocker and declarative routes on the guarded history. */
async function renderApp(entries: TEntry[] = ['/start', '/profiel']) {
  await i18n.changeLanguage('nl');
  const history = createGuardedHistory(
    UNSAFE_createMemoryHistory({
      initialEntries: entries,
      initialIndex: entries.length - 1,
      v5Compat: true,
    }),
    asksBeforeLeaving,
  );
  render(
    // env="test": no transitions and no portals, so the dialog is in the DOM at once.
    <MantineProvider theme={theme} env="test">
      <HistoryRouter history={history}>
        <LeaveGuardBlocker history={history} />
        <Routes>
          <Route path="/start" element={<p>Startscherm</p>} />
          <Route path="/profiel" element={<FormPage />} />
          <Route path="/elders" element={<p>Een ander scherm</p>} />
          <Route path="/" element={<p>Inloggen</p>} />
        </Routes>
      </HistoryRouter>
    </MantineProvider>,
  );
  return history;
}

const type = (text: string) =>
  fireEvent.change(screen.getByLabelText('Naam'), { target: { value: text } });
const question = () => screen.findByRole('dialog', { name: 'Wijzigingen niet opgeslagen' });
const answer = (name: 'Verder bewerken' | 'Weggooien') =>
  fireEvent.click(screen.getByRole('button', { name }));
/** Lets the router finish a navigation that was not blocked. */
const settle = () => act(() => new Promise((resolve) => setTimeout(resolve, 0)));
/** The browser's back button, then what the router does with it (as `settle`). */
const back = (history: Awaited<ReturnType<typeof renderApp>>) =>
  act(() => {
    history.go(-1);
    return new Promise((resolve) => setTimeout(resolve, 0));
  });

describe('LeaveGuardBlocker', () => {
  it('lets every navigation pass while no form has unsaved changes', async () => {
    const router = await renderApp();
    fireEvent.click(screen.getByRole('link', { name: 'Elders' }));
    expect(await screen.findByText('Een ander scherm')).toBeTruthy();
    await back(router);
    await back(router);
    expect(await screen.findByText('Startscherm')).toBeTruthy();
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('asks before a link leaves unsaved changes: keep editing stays, discard goes', async () => {
    const router = await renderApp();
    type('Rita');
    fireEvent.click(screen.getByRole('link', { name: 'Elders' }));
    await question();
    answer('Verder bewerken');
    expect(router.location.pathname).toBe('/profiel');
    expect(screen.getByLabelText('Naam')).toHaveProperty('value', 'Rita');
    expect(screen.queryByRole('dialog')).toBeNull();

    fireEvent.click(screen.getByRole('link', { name: 'Elders' }));
    await question();
    answer('Weggooien');
    expect(await screen.findByText('Een ander scherm')).toBeTruthy();
  });

  it("asks before the browser's back button leaves unsaved changes", async () => {
    const router = await renderApp();
    type('Rita');
    await back(router);
    await question();
    answer('Verder bewerken');
    expect(router.location.pathname).toBe('/profiel');
    expect(screen.getByLabelText('Naam')).toHaveProperty('value', 'Rita');

    await back(router);
    await question();
    await act(async () => answer('Weggooien'));
    expect(await screen.findByText('Startscherm')).toBeTruthy();
    expect(router.location.pathname).toBe('/start');
  });

  it('asks nothing for an anchor on the same page', async () => {
    const router = await renderApp();
    type('Rita');
    fireEvent.click(screen.getByRole('link', { name: 'Naar het wachtwoord' }));
    await settle();
    expect(router.location.hash).toBe('#wachtwoord');
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('lets the forced moves of navigateTo (signed out, refused) pass unasked', async () => {
    const router = await renderApp();
    registerNavigator((to, { state }) => router.replace(to, state));
    type('Rita');
    await act(() => navigateTo('/'));
    expect(await screen.findByText('Inloggen')).toBeTruthy();
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('still asks when back goes to a history entry a forced move left behind', async () => {
    const router = await renderApp([
      { pathname: '/start', state: LEAVE_WITHOUT_ASKING },
      '/profiel',
    ]);
    type('Rita');
    await back(router);
    await question();
    expect(router.location.pathname).toBe('/profiel');
  });
});
