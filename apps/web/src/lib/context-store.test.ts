import { describe, expect, it } from 'vitest';
import { readCookie, writeCookie } from './cookies';
import {
  clearLicensedContext,
  getAppContext,
  restoreContext,
  selectEducationParent,
  selectFaculty,
  selectLocation,
} from './context-store';
import { isUnlicensed } from './unlicensed-locations';

function seed(values: Record<string, string>) {
  for (const [name, value] of Object.entries(values)) writeCookie(name, value);
  restoreContext();
}

describe('context cookies (docs/foundation-brief.md, The shell)', () => {
  it('choosing another location forgets faculty, education parent, education and year', () => {
    seed({
      current_location: '1',
      current_faculty: '2',
      current_education_parent: '3',
      current_education: '4',
      current_education_year_id: '5',
    });
    selectLocation(7);
    expect(getAppContext()).toMatchObject({
      location: '7',
      faculty: null,
      educationParent: null,
      education: null,
      educationYear: null,
    });
    expect(readCookie('current_faculty')).toBeNull();
  });

  it('choosing the same location again keeps what lies below it', () => {
    seed({ current_location: '1', current_faculty: '2' });
    selectLocation('1');
    expect(getAppContext().faculty).toBe('2');
  });

  it('choosing another faculty forgets the education parent, education and year below it', () => {
    seed({
      current_location: '1',
      current_faculty: '2',
      current_education_parent: '3',
      current_education: '4',
      current_education_year_id: '5',
    });
    selectFaculty(8);
    expect(getAppContext()).toMatchObject({
      location: '1',
      faculty: '8',
      educationParent: null,
      education: null,
      educationYear: null,
    });
    selectEducationParent(9);
    expect(getAppContext()).toMatchObject({ faculty: '8', educationParent: '9' });
    seed({ current_education: '4' });
    selectEducationParent('9');
    expect(getAppContext().education).toBe('4');
    selectEducationParent(10);
    expect(getAppContext()).toMatchObject({ educationParent: '10', education: null });
  });

  it('no_license clears education, location, education parent and faculty only', () => {
    seed({
      current_location: '1',
      current_faculty: '2',
      current_education_parent: '3',
      current_education: '4',
      language: 'en',
    });
    clearLicensedContext();
    expect(getAppContext()).toMatchObject({
      location: null,
      faculty: null,
      educationParent: null,
      education: null,
    });
    expect(readCookie('language')).toBe('en');
  });

  it('no_license remembers the refused location until the user chooses it again', () => {
    seed({ current_location: '11' });
    clearLicensedContext();
    expect(isUnlicensed('11')).toBe(true);
    selectLocation(11);
    expect(isUnlicensed('11')).toBe(false);
    selectLocation(null);
  });

  it("restores page_expanded: only the string 'false' means collapsed", () => {
    seed({ page_expanded: 'false' });
    expect(getAppContext().pageExpanded).toBe(false);
    seed({ page_expanded: 'true' });
    expect(getAppContext().pageExpanded).toBe(true);
    seed({ page_expanded: '0' });
    expect(getAppContext().pageExpanded).toBe(true);
  });

  it('writes cookies for the whole site for a year, SameSite=Lax', () => {
    const writes: string[] = [];
    const descriptor = Object.getOwnPropertyDescriptor(Document.prototype, 'cookie');
    Object.defineProperty(document, 'cookie', {
      configurable: true,
      get: () => '',
      set: (value: string) => writes.push(value),
    });
    try {
      writeCookie('current_location', '9');
    } finally {
      delete (document as { cookie?: string }).cookie;
      if (descriptor) Object.defineProperty(Document.prototype, 'cookie', descriptor);
    }
    expect(writes[0]).toMatch(/^current_location=9; Path=\/; Max-Age=31536000; SameSite=Lax/);
  });
});
