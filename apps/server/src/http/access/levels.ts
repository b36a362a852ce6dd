import type { TAccessLevel, TLocationRole } from '@cp/contracts';

/**
 * Who may call a route (docs/permissions.md). Location levels need a `:location` route parameter
 * and are checked against the caller's roles at that location; the platform administrator (the
 * vendor, who supports every school) passes every level.
 */
export const ACCESS_LEVELS = {
  /** No session needed (sign-in, CSRF cookie, health). */
  public: { signedIn: false },
  /** Any signed-in user; the route answers only about the caller. */
  signedIn: { signedIn: true },
  /** The vendor only: locations, licenses, trial requests, help texts. */
  platformAdmin: { signedIn: true, platformAdmin: true },
  /** Any role at the location, with or without an active license (menu, license overview). */
  member: { signedIn: true, roles: ['admin', 'designer', 'user'], license: false },
  /** Any role at a location with an active license: reading the location's data. */
  licensedMember: { signedIn: true, roles: ['admin', 'designer', 'user'], license: true },
  /** Designers and admins at a licensed location: changing educations and their content. */
  designer: { signedIn: true, roles: ['admin', 'designer'], license: true },
  /** Admins of a licensed location: users, naming, catalogues, faculties, settings. */
  admin: { signedIn: true, roles: ['admin'], license: true },
  /** Admins of the location even without an active license (to see and fix the license). */
  adminUnlicensed: { signedIn: true, roles: ['admin'], license: false },
} as const satisfies Record<
  TAccessLevel,
  { signedIn: boolean; platformAdmin?: true; roles?: readonly TLocationRole[]; license?: boolean }
>;

/** The level names live in the registry's contracts; their meaning is this table's. */
export type AccessLevel = TAccessLevel;

export type LocationLevel = {
  signedIn: true;
  roles: readonly TLocationRole[];
  license: boolean;
};

export function locationLevelOf(level: AccessLevel): LocationLevel | null {
  const rule = ACCESS_LEVELS[level];
  return 'roles' in rule ? rule : null;
}
