import type { TFunction } from 'i18next';
import { describe, expect, it } from 'vitest';
import { aGoal, competenceTree } from '@/test/design-fixture';
import { planDesign } from '@/features/plan/plan-fixture';
import { goalOptions } from './details-model';

const t = ((key: string) =>
  key === 'design.tree.withdrawnBadge' ? 'Vervallen' : key) as TFunction;
const terms = { learningGoals: 'leerdoelen', cluster: 'cluster' } as Parameters<
  typeof goalOptions
>[3];

describe('goalOptions', () => {
  const design = {
    ...planDesign(),
    ...competenceTree([
      aGoal(21, '1.1.1', 'Plant een dag'),
      { ...aGoal(22, '1.1.2', 'Plant een week'), withdrawn: true },
    ]),
  };
  const values = (data: ReturnType<typeof goalOptions>) =>
    data.flatMap((entry) =>
      typeof entry === 'object' && 'items' in entry
        ? entry.items.map((item) =>
            typeof item === 'object' && 'label' in item ? item.label : item,
          )
        : [],
    );

  it('does not offer a withdrawn goal to an item that does not cover it', () => {
    expect(values(goalOptions(design, [], t, terms))).toEqual(['1.1.1 Plant een dag']);
  });

  it('keeps offering a withdrawn goal the item already covers, marked as withdrawn', () => {
    expect(values(goalOptions(design, [], t, terms, [22]))).toEqual([
      '1.1.1 Plant een dag',
      '1.1.2 Plant een week (Vervallen)',
    ]);
  });
});
