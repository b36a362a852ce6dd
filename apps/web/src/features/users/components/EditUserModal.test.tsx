import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  DESIGN_EDUCATIONS_INVALID,
  type TEducationSummary,
  type TLocationUser,
} from '@cp/contracts';
import { fakeApi, renderWithProviders } from '@/test/render';
import { EditUserModal } from './EditUserModal';

const education = (id: number, name: string): TEducationSummary => ({
  id,
  education_parent_id: 1,
  name,
  type: 'havo',
  is_flexible: false,
  status: 'designing',
  years_count: 1,
  periods_count: 1,
  weeks_count: 10,
  created_at: '2026-01-01T00:00:00.000Z',
  updated_at: '2026-01-01T00:00:00.000Z',
  published_on: null,
  requested_by: null,
  review_requested_at: null,
  approvals: [],
  can_design: true,
  can_approve: false,
});

const designer: TLocationUser = {
  id: 9,
  email: 'ontwerper@school.nl',
  first_name: 'Olga',
  middle_name: null,
  last_name: 'Ontwerper',
  roles: ['designer'],
  activated: true,
  shared_account: false,
  design_education_ids: [11],
};

function api(put: { status?: number; body: unknown } = { body: { data: designer } }) {
  return fakeApi({
    'GET locations/3/educations': {
      body: { data: [education(11, 'Havo Techniek'), education(12, 'Vwo Zorg')] },
    },
    'PUT locations/3/users/9': put,
  });
}

afterEach(() => vi.unstubAllGlobals());

describe('EditUserModal: design restriction (docs/organisation.md "Design restrictions")', () => {
  it("shows a designer's educations and sends the changed choice", async () => {
    const fake = api();
    vi.stubGlobal('fetch', fake.fetchImpl);
    await renderWithProviders(<EditUserModal locationId={3} user={designer} onClose={vi.fn()} />);
    const dialog = screen.getByRole('dialog');
    await within(dialog).findAllByText('Havo Techniek');
    const select = await within(dialog).findByRole('combobox', {
      name: 'Alleen deze opleidingen ontwerpen',
    });
    await userEvent.click(select);
    await userEvent.click(screen.getByRole('option', { name: 'Vwo Zorg' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Opslaan' }));
    const put = fake.calls.find((call) => call.method === 'PUT');
    expect(put?.body).toMatchObject({ roles: ['designer'], design_education_ids: [11, 12] });
  });

  it('leaves the restriction out when untouched, and hides it for admins', async () => {
    const fake = api();
    vi.stubGlobal('fetch', fake.fetchImpl);
    await renderWithProviders(<EditUserModal locationId={3} user={designer} onClose={vi.fn()} />);
    const dialog = screen.getByRole('dialog');
    await within(dialog).findAllByText('Havo Techniek');
    await userEvent.click(within(dialog).getByRole('checkbox', { name: /Beheerder/ }));
    expect(within(dialog).queryByRole('combobox', { name: /Alleen deze/ })).toBeNull();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Opslaan' }));
    const put = fake.calls.find((call) => call.method === 'PUT');
    expect(put?.body).not.toHaveProperty('design_education_ids');
  });

  it("shows the server's refusal on the field", async () => {
    const fake = api({
      status: 422,
      body: {
        message: 'Invalid data',
        key: 'common.invalidData',
        keys: { design_education_ids: [DESIGN_EDUCATIONS_INVALID] },
      },
    });
    vi.stubGlobal('fetch', fake.fetchImpl);
    await renderWithProviders(<EditUserModal locationId={3} user={designer} onClose={vi.fn()} />);
    const dialog = screen.getByRole('dialog');
    await userEvent.click(await within(dialog).findByRole('combobox', { name: /Alleen deze/ }));
    await userEvent.click(screen.getByRole('option', { name: 'Vwo Zorg' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Opslaan' }));
    expect(await within(dialog).findByText('Kies opleidingen van deze locatie')).toBeTruthy();
  });
});

describe('EditUserModal: an account shared with another location (decision 0007)', () => {
  it('shows the names read-only with the reason, and still saves roles and activation', async () => {
    const shared = { ...designer, shared_account: true };
    const fake = api({ body: { data: { ...shared, activated: false } } });
    vi.stubGlobal('fetch', fake.fetchImpl);
    await renderWithProviders(<EditUserModal locationId={3} user={shared} onClose={vi.fn()} />);
    const dialog = screen.getByRole('dialog');
    const first = within(dialog).getByRole('textbox', { name: /Voornaam/ });
    expect((first as HTMLInputElement).readOnly).toBe(true);
    const last = within(dialog).getByRole('textbox', { name: /Achternaam/ }) as HTMLInputElement;
    expect(last.readOnly).toBe(true);
    expect(within(dialog).getByText(/ook op een andere locatie gebruikt/)).toBeTruthy();
    await userEvent.click(within(dialog).getByRole('switch', { name: /Actief op deze locatie/ }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Opslaan' }));
    const put = fake.calls.find((call) => call.method === 'PUT');
    expect(put?.body).toMatchObject({
      first_name: 'Olga',
      last_name: 'Ontwerper',
      activated: false,
    });
  });
});
