import type { LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';
import { DESIGN_ITEM_RESPONSE_SCHEMAS, type TDesignKind } from '@cp/contracts';

/*
 * Design items made through the design API in a test (docs/design.md): the bodies of a numbered
 * item and of a cluster, and the item a create answers.
 */

/** The item a design create answered: 201, parsed with its kind's answer schema. */
export function madeItem(response: LightMyRequestResponse, kind: TDesignKind) {
  expect(response.statusCode, response.body).toBe(201);
  return DESIGN_ITEM_RESPONSE_SCHEMAS[kind].parse(response.json()).data as { id: number } & Record<
    string,
    unknown
  >;
}

/** The body of a numbered item (competence, outcome, goal), titled after its index. */
export const described = (index: string, extra: Record<string, unknown> = {}) => ({
  index,
  title: `Titel ${index}`,
  details: `Omschrijving ${index}`,
  level: null,
  ...extra,
});

/** The body of a cluster two weeks wide, titled after its index. */
export const clusterBody = (index: string, extra: Record<string, unknown> = {}) => ({
  index,
  title: `Cluster ${index}`,
  short_title: `C${index}`,
  details: 'Iets',
  cluster_width: 2,
  ...extra,
});
