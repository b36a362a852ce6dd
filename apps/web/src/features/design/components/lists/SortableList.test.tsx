import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '@/test/render';
import { SortableList } from './SortableList';

type TItem = { id: number; title: string };

const items = (count: number): TItem[] =>
  Array.from({ length: count }, (_, index) => ({ id: index + 1, title: `Cluster ${index + 1}` }));
const title = (item: TItem) => item.title;
const render = (item: TItem, handle: ReactNode) => (
  <div>
    {handle}
    <span>{item.title}</span>
  </div>
);

function renderList(count: number, windowed: boolean, sortable = true) {
  const onReorder = vi.fn();
  return renderWithProviders(
    <SortableList
      items={items(count)}
      label="Clusters"
      sortable={sortable}
      windowed={windowed}
      itemLabel={title}
      onReorder={onReorder}
      renderItem={render}
    />,
  ).then(() => onReorder);
}

const rows = () => within(screen.getByRole('list', { name: 'Clusters' })).getAllByRole('listitem');

describe('SortableList', () => {
  it('renders only the rows near the viewport of a long windowed list, with their place', async () => {
    const onReorder = await renderList(300, true);
    const shown = rows();
    expect(shown.length).toBeGreaterThan(10);
    expect(shown.length).toBeLessThan(100);
    expect(shown[0]?.getAttribute('aria-posinset')).toBe('1');
    expect(shown[0]?.getAttribute('aria-setsize')).toBe('300');
    expect(screen.queryByText('Cluster 300')).toBeNull();

    // The move buttons reorder the whole list, not just the rendered part.
    await userEvent.click(screen.getByRole('button', { name: 'Cluster 1 omlaag' }));
    const ids = onReorder.mock.calls[0]?.[0] as number[];
    expect(ids).toHaveLength(300);
    expect(ids.slice(0, 3)).toEqual([2, 1, 3]);
  });

  it('keeps a filtered or read-only long list windowed, without handles', async () => {
    await renderList(300, true, false);
    expect(rows().length).toBeLessThan(100);
    expect(screen.queryByRole('button', { name: /verplaatsen$/ })).toBeNull();
  });

  it('renders every row of a short list', async () => {
    await renderList(40, true);
    expect(rows()).toHaveLength(40);
    expect(rows()[0]?.hasAttribute('aria-setsize')).toBe(false);
  });

  it('renders every row of a list that is not windowed', async () => {
    await renderList(80, false);
    expect(rows()).toHaveLength(80);
  });
});
