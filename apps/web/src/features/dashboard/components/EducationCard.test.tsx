import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { TEducationSummary } from '@cp/contracts';
import { renderWithProviders } from '@/test/render';
import { EducationCard } from './EducationCard';

const education: TEducationSummary = {
  id: 1,
  education_parent_id: 2,
  name: 'Bouwkunde',
  type: 'vocational_secondary_education_4',
  is_flexible: false,
  status: 'designing',
  years_count: 1,
  periods_count: 2,
  weeks_count: 20,
  created_at: '2026-01-01T00:00:00Z',
  updated_at: '2026-01-01T00:00:00Z',
  published_on: null,
  requested_by: null,
  review_requested_at: null,
  approvals: [],
  can_design: true,
  can_approve: false,
};

describe('EducationCard "⋯" (issue 14)', () => {
  it('a click right after the list appears, before the menu has loaded, opens the menu', async () => {
    await renderWithProviders(
      <EducationCard
        education={education}
        selected={false}
        formatDate={(iso) => iso}
        onOpen={() => undefined}
        onAction={() => undefined}
        onApprove={() => undefined}
        approving={false}
      />,
    );
    // At once, as a quick user would: this is still the stand-in of the lazily loaded menu.
    fireEvent.click(screen.getByRole('button', { name: 'Acties voor Bouwkunde' }));
    expect(await screen.findByRole('menuitem', { name: 'Bewerken' })).toBeTruthy();
  });
});
