import { describe, expect, it } from 'vitest';
import { fieldKeysOf } from '../messages/zod-keys';
import { ZCatalogueItemInputSchema } from './catalogues';

/** The message keys per field the schema answers for `body`; {} when it passes. */
function keysOf(body: unknown) {
  const result = ZCatalogueItemInputSchema.safeParse(body);
  return result.success ? {} : fieldKeysOf(result.error);
}

describe('ZCatalogueItemInputSchema: a custom test format or activity', () => {
  it('accepts a name, a listed icon and a #RRGGBB colour', () => {
    expect(keysOf({ name: ' Debat ', icon: 'message', color: '#12AB34' })).toEqual({});
  });

  it('names each problem at its field', () => {
    expect(keysOf({ name: '  ', icon: 'skull', color: 'red' })).toEqual({
      name: ['catalogues.nameRequired'],
      icon: ['catalogues.iconInvalid'],
      color: ['common.colourInvalid'],
    });
    expect(keysOf({ name: 'x'.repeat(81), icon: 'star', color: '#000000' })).toEqual({
      name: ['catalogues.nameTooLong'],
    });
  });
});
