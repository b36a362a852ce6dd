import type { TLocationRole } from '@cp/contracts';
import type { Actor } from '../actor';

/** The caller at the education's location: who, and with which roles there. */
export type EducationCaller = { actor: Actor; roles: readonly TLocationRole[] };
