import { notifications } from '@mantine/notifications';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PLAN_FIELD_NAMES } from '@cp/contracts';
import { writeCookie } from '@/lib/cookies';
import { restoreContext } from '@/lib/context-store';
import { fakeApi, renderWithProviders } from '@/test/render';
import AdminPlanFieldsRoute from './AdminPlanFieldsRoute';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const allVisible = Object.fromEntries(PLAN_FIELD_NAMES.map((f) => [f, true]));

async function switchWeight(answer: { status?: number; body: unknown }) {
  writeCookie('current_location', '7');
  restoreContext();
  const show = vi.spyOn(notifications, 'show').mockReturnValue('');
  const api = fakeApi({
    'GET locations/7/plan-fields': { body: { data: allVisible } },
    'PUT locations/7/plan-fields': answer,
  });
  vi.stubGlobal('fetch', api.fetchImpl);
  await renderWithProviders(<AdminPlanFieldsRoute />);
  const weight = await screen.findByRole('switch', { name: 'Weging' });
  await userEvent.click(weight);
  return { show, api, weight: () => screen.getByRole('switch', { name: 'Weging' }) };
}

describe('AdminPlanFieldsRoute', () => {
  it('saves a switched field at once', async () => {
    const { show, api, weight } = await switchWeight({
      body: { data: { ...allVisible, weight: false } },
    });
    await waitFor(() =>
      expect(show).toHaveBeenCalledWith(
        expect.objectContaining({ message: 'De planvelden zijn opgeslagen' }),
      ),
    );
    expect(api.calls.find((c) => c.method === 'PUT')?.body).toEqual({ weight: false });
    expect((weight() as HTMLInputElement).checked).toBe(false);
  });

  it('puts the switch back when saving fails', async () => {
    const { show, weight } = await switchWeight({ status: 500, body: { message: 'x' } });
    await waitFor(() =>
      expect(show).toHaveBeenCalledWith(
        expect.objectContaining({ message: 'We konden de planvelden niet opslaan' }),
      ),
    );
    await waitFor(() => expect((weight() as HTMLInputElement).checked).toBe(true));
  });
});
