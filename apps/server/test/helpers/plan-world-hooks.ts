import { afterAll, beforeAll, beforeEach } from 'vitest';
import { createPlanWorld, type PlanWorld } from './plan';

/**
 * One plan world for a whole test file: made before its tests, closed after them, and its
 * recorded events cleared before each test. `use` gets the world once it is made.
 */
export function planWorldPerFile(use: (world: PlanWorld) => void) {
  let world: PlanWorld | undefined;
  beforeAll(async () => {
    world = await createPlanWorld();
    use(world);
  });
  afterAll(() => world?.ctx.close());
  beforeEach(() => world?.recorder.clear());
}
