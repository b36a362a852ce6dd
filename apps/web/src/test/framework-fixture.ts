import { SLO_ATTRIBUTION, SLO_LICENCE, type TFramework } from '@cp/contracts';

/** A national SLO framework as the library lists it (Informatica havo), for screen tests. */
export const aFramework = (overrides: Partial<TFramework> = {}): TFramework => ({
  id: 4,
  national: true,
  source_kind: 'slo_exam',
  source_key: 'inf-havo',
  code: 'INF/havo',
  title: 'Examenprogramma Informatica havo',
  version: '2019',
  release: 'november 2025',
  levels: ['havo'],
  licence: SLO_LICENCE,
  attribution: SLO_ATTRIBUTION,
  source_url: null,
  items: 10,
  imported_at: '2026-03-04T13:15:00.000Z',
  ...overrides,
});
