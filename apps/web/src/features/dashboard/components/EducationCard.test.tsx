import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { anEducationSummary } from '@/test/education-fixture';
import { renderWithProviders } from '@/test/render';
import { EducationCard } from './EducationCard';

const education = anEducationSummary({
  id: 1,
  education_parent_id: 2,
  name: 'Bouwkunde',
  type: 'vocational_secondary_education_4',
  periods_count: 2,
  created_at: '2026-01-01T00:00:00Z',
  updated_at: '2026-01-01T00:00:00Z',
});

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
