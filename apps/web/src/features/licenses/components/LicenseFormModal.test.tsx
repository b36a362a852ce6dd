import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { LICENSE_MESSAGES, type TLicense } from '@cp/contracts';
import { ApiError } from '@/lib/api';
import { renderWithProviders } from '@/test/render';
import { LicenseFormModal } from './LicenseFormModal';

const existing: TLicense = {
  id: 1,
  location_id: 3,
  level: 'institute',
  type: 'paid',
  start_date: '2026-01-01',
  end_date: '2026-06-30',
  max_educations: 20,
  state: 'current',
};

async function fill(start: string, max = '10') {
  await userEvent.type(screen.getByLabelText(/Startdatum/), start);
  await userEvent.type(screen.getByLabelText(/Maximum aantal/), max);
  await userEvent.click(screen.getByRole('button', { name: 'Opslaan' }));
}

describe('LicenseFormModal', () => {
  it('shows the overlap the server reports on the form, in Dutch', async () => {
    const submit = vi.fn(() =>
      Promise.reject(
        new ApiError(422, {
          message: 'The given data was invalid',
          code: 'validation',
          keys: { start_date: [LICENSE_MESSAGES.overlap] },
        }),
      ),
    );
    await renderWithProviders(<LicenseFormModal onClose={() => {}} others={[]} submit={submit} />);
    await fill('2026-03-01');
    expect(submit).toHaveBeenCalledOnce();
    expect(
      await screen.findByText('Deze periode overlapt met een andere licentie van deze locatie'),
    ).toBeTruthy();
  });

  it('refuses an overlapping period before sending; a touching one is sent', async () => {
    const submit = vi.fn(() => Promise.resolve(existing));
    await renderWithProviders(
      <LicenseFormModal onClose={() => {}} others={[existing]} submit={submit} />,
    );
    await fill('2026-06-30');
    expect(submit).not.toHaveBeenCalled();
    expect(
      screen.getByText('Deze periode overlapt met een andere licentie van deze locatie'),
    ).toBeTruthy();
    const start = screen.getByLabelText(/Startdatum/);
    await userEvent.clear(start);
    await userEvent.type(start, '2026-07-01');
    await userEvent.click(screen.getByRole('button', { name: 'Opslaan' }));
    expect(submit).toHaveBeenCalledWith({
      level: 'institute',
      type: 'paid',
      start_date: '2026-07-01',
      end_date: null,
      max_educations: 10,
    });
  });
});
