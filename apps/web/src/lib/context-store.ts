import { useSyncExternalStore } from 'react';
import { CONTEXT_COOKIES } from '@cp/contracts';
import { deleteCookie, readCookie, writeCookie } from './cookies';
import { forgetUnlicensed, rememberUnlicensed } from './unlicensed-locations';

/**
 * The selected location / faculty / education parent / education (docs/foundation-brief.md "The
 * shell"). The cookies are the source of truth so a reload or a new tab restores the same context;
 * this store mirrors them for React and tells subscribers when they change.
 */
export interface TAppContext {
  location: string | null;
  faculty: string | null;
  educationParent: string | null;
  education: string | null;
  educationYear: string | null;
  /** Restored from `page_expanded`; only the string 'false' means collapsed. */
  pageExpanded: boolean;
}

type TSelectable = Exclude<keyof TAppContext, 'pageExpanded'>;

function readAll(): TAppContext {
  return {
    location: readCookie(CONTEXT_COOKIES.location),
    faculty: readCookie(CONTEXT_COOKIES.faculty),
    educationParent: readCookie(CONTEXT_COOKIES.educationParent),
    education: readCookie(CONTEXT_COOKIES.education),
    educationYear: readCookie(CONTEXT_COOKIES.educationYear),
    pageExpanded: readCookie(CONTEXT_COOKIES.pageExpanded) !== 'false',
  };
}

let current: TAppContext | null = null;
const listeners = new Set<() => void>();

function snapshot(): TAppContext {
  current ??= readAll();
  return current;
}

function sameContext(a: TAppContext, b: TAppContext): boolean {
  return (Object.keys(a) as (keyof TAppContext)[]).every((key) => a[key] === b[key]);
}

/** Re-reads the cookies (another tab may have changed them); notifies only on a real change. */
export function restoreContext(): TAppContext {
  const next = readAll();
  if (!current || !sameContext(current, next)) {
    current = next;
    listeners.forEach((listener) => listener());
  }
  return current;
}

function put(name: TSelectable, value: string | null): void {
  const cookie = CONTEXT_COOKIES[name];
  if (value === null) deleteCookie(cookie);
  else writeCookie(cookie, value);
}

/**
 * Everything below the location belongs to it, so a new location starts with a clean slate.
 * Choosing a location that was refused for its license tries it again (it may have one now).
 */
export function selectLocation(id: string | number | null): void {
  const value = id === null ? null : String(id);
  if (value !== null) forgetUnlicensed(value);
  if (snapshot().location !== value) {
    put('faculty', null);
    put('educationParent', null);
    put('education', null);
    put('educationYear', null);
  }
  put('location', value);
  restoreContext();
}

/** A faculty of the current location; what hung below the previous one no longer applies. */
export function selectFaculty(id: string | number | null): void {
  const value = id === null ? null : String(id);
  if (snapshot().faculty !== value) {
    put('educationParent', null);
    put('education', null);
    put('educationYear', null);
  }
  put('faculty', value);
  restoreContext();
}

/** An education parent of the current faculty; its educations replace the previous ones. */
export function selectEducationParent(id: string | number | null): void {
  const value = id === null ? null : String(id);
  if (snapshot().educationParent !== value) {
    put('education', null);
    put('educationYear', null);
  }
  put('educationParent', value);
  restoreContext();
}

/**
 * An education of the current education parent (opening it from the dashboard). A moved
 * education may sit under another parent/faculty: pass them so the context follows it.
 */
export function selectEducation(
  id: string | number | null,
  within?: { faculty: string | number; educationParent: string | number },
): void {
  const value = id === null ? null : String(id);
  if (within) {
    put('faculty', String(within.faculty));
    put('educationParent', String(within.educationParent));
  }
  if (snapshot().education !== value) put('educationYear', null);
  put('education', value);
  restoreContext();
}

/** The education year the plan screen shows (`current_education_year_id`). */
export function selectEducationYear(id: string | number | null): void {
  put('educationYear', id === null ? null : String(id));
  restoreContext();
}

/**
 * A `no_license` answer clears education, location, education parent and faculty
 * (docs/organisation.md "Locations and licenses"). The refused location is remembered, so nothing
 * chooses it again by itself.
 */
export function clearLicensedContext(): void {
  const refused = readCookie(CONTEXT_COOKIES.location);
  if (refused) rememberUnlicensed(refused);
  put('education', null);
  put('location', null);
  put('educationParent', null);
  put('faculty', null);
  restoreContext();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function getAppContext(): TAppContext {
  return snapshot();
}

export function useAppContext(): TAppContext {
  return useSyncExternalStore(subscribe, snapshot, snapshot);
}
