import { describe, expect, it } from 'vitest';
import { MENU_ITEMS, type TLocationRole } from '@cp/contracts';
import { menuItemsFor } from './menu-items';

const ADMIN = MENU_ITEMS.filter((m) => m.audience === 'locationAdmin').map((m) => m.path);

/** The role table of the settings menu: who gets which entries (GitLab-style policy table). */
const CASES: {
  name: string;
  isPlatformAdmin: boolean;
  roles: TLocationRole[] | null;
  locationCount: number;
  paths: string[];
}[] = [
  {
    name: 'user, one location',
    isPlatformAdmin: false,
    roles: ['user'],
    locationCount: 1,
    paths: [],
  },
  {
    name: 'designer, one location',
    isPlatformAdmin: false,
    roles: ['designer'],
    locationCount: 1,
    paths: [],
  },
  {
    name: 'admin, one location',
    isPlatformAdmin: false,
    roles: ['admin'],
    locationCount: 1,
    paths: ADMIN,
  },
  {
    name: 'user, two locations',
    isPlatformAdmin: false,
    roles: ['user'],
    locationCount: 2,
    paths: ['/locaties'],
  },
  {
    name: 'admin, two locations',
    isPlatformAdmin: false,
    roles: ['admin', 'user'],
    locationCount: 2,
    paths: ['/locaties', ...ADMIN],
  },
  {
    name: 'no location chosen',
    isPlatformAdmin: false,
    roles: null,
    locationCount: 3,
    paths: ['/locaties'],
  },
  { name: 'no location at all', isPlatformAdmin: false, roles: null, locationCount: 0, paths: [] },
  {
    name: 'platform admin, no membership',
    isPlatformAdmin: true,
    roles: [],
    locationCount: 0,
    paths: ['/locaties', '/admin/licenses', '/admin/help', '/admin/trials', '/admin/norms'],
  },
  {
    name: 'platform admin who is a location admin',
    isPlatformAdmin: true,
    roles: ['admin'],
    locationCount: 1,
    paths: [
      '/locaties',
      '/admin/licenses',
      '/admin/help',
      '/admin/trials',
      '/admin/norms',
      ...ADMIN,
    ],
  },
];

describe('menuItemsFor', () => {
  it.each(CASES)('$name', ({ isPlatformAdmin, roles, locationCount, paths }) => {
    expect(menuItemsFor({ isPlatformAdmin, roles, locationCount }).map((i) => i.path)).toEqual(
      paths,
    );
  });

  it('gives the admin every admin route except the platform license screen', () => {
    expect(ADMIN).toEqual([
      '/admin/users',
      '/importeren',
      '/admin/faculties',
      '/admin/custom-translations',
      '/admin/archive',
      '/admin/plan',
      '/admin/test-formats',
      '/admin/activities',
      '/admin/note-types',
      '/admin/frameworks',
      '/licenties',
    ]);
  });

  it('sends only path, icon and title', () => {
    const [item] = menuItemsFor({ isPlatformAdmin: true, roles: null, locationCount: 0 });
    expect(item).toEqual({ path: '/locaties', icon: 'building', title: 'menu.locations' });
  });
});
