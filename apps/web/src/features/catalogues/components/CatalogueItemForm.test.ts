import { describe, expect, it } from 'vitest';
import { validateCatalogueItem } from './CatalogueItemForm';

describe('validateCatalogueItem', () => {
  it('accepts a name, a listed icon and a #RRGGBB colour', () => {
    expect(validateCatalogueItem({ name: ' Debat ', icon: 'message', color: '#12AB34' })).toEqual(
      {},
    );
  });

  it('names each problem with the code the server uses', () => {
    expect(validateCatalogueItem({ name: '  ', icon: 'skull', color: 'red' })).toEqual({
      name: 'required',
      icon: 'invalid_icon',
      color: 'invalid_color',
    });
    expect(validateCatalogueItem({ name: 'x'.repeat(81), icon: 'star', color: '#000000' })).toEqual(
      { name: 'too_long' },
    );
  });
});
