import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { TDesign, TDesignKind } from '@cp/contracts';
import { renderWithProviders } from '@/test/render';
import DeleteItemModal from './DeleteItemModal';
import { treeFixture } from '@/features/design/tree-fixture';

/** Cluster 301 planned in 2 years with goal links; cluster 302 planned once, without links. */
function plannedDesign(): TDesign {
  const design = treeFixture();
  design.clusters = design.clusters.map((cluster) =>
    cluster.id === 301
      ? { ...cluster, planned_count: 2 }
      : { ...cluster, goal_ids: [], planned_count: 1 },
  );
  return design;
}

async function open(kind: TDesignKind, id: number, language: 'nl' | 'en' = 'nl') {
  await renderWithProviders(
    <DeleteItemModal
      design={plannedDesign()}
      location="7"
      education="9"
      kind={kind}
      id={id}
      name="Item"
      onClose={() => undefined}
    />,
    { language },
  );
  return screen.findByRole('dialog');
}

describe('DeleteItemModal', () => {
  it('warns apart what the plan loses, next to what the design loses', async () => {
    const dialog = await open('clusters', 301);
    expect(within(dialog).getByText('Dit verwijdert ook:')).toBeTruthy();
    expect(within(dialog).getByText('de koppelingen met 2 leerdoelen')).toBeTruthy();
    expect(within(dialog).getByText('Dit verwijdert ook werk in de planning:')).toBeTruthy();
    expect(
      within(dialog).getByText(
        'de planning in 2 leerjaren, met de toetsen, controlemomenten, leeractiviteiten, koppelingen en materialen daarvan',
      ),
    ).toBeTruthy();
  });

  it('does not say that nothing else goes when only the plan loses work', async () => {
    const dialog = await open('clusters', 302, 'en');
    expect(within(dialog).queryByText('This also removes:')).toBeNull();
    expect(within(dialog).queryByText('Nothing else is removed.')).toBeNull();
    expect(within(dialog).getByText('This also removes work in the plan:')).toBeTruthy();
    expect(
      within(dialog).getByText(
        'its planning in 1 education year, with its tests, check moments, learning activities, links and materials',
      ),
    ).toBeTruthy();
  });

  it('says that nothing else goes when neither the design nor the plan loses anything', async () => {
    const dialog = await open('learning-goals', 202);
    expect(within(dialog).getByText('Verder wordt niets verwijderd.')).toBeTruthy();
    expect(within(dialog).queryByText('Dit verwijdert ook werk in de planning:')).toBeNull();
  });
});
