import { afterEach, beforeEach, vi } from 'vitest';
import { restoreContext } from '@/lib/context-store';
import { deleteCookie, writeCookie } from '@/lib/cookies';

/**
 * For a file of an education's screen: each test starts with location 7 and education 5 chosen
 * (the cookies the app reads) and no year, and ends with its stubbed globals and spies undone.
 */
export function chooseEducationEachTest() {
  beforeEach(() => {
    writeCookie('current_location', '7');
    writeCookie('current_education', '5');
    deleteCookie('current_education_year_id');
    restoreContext();
  });

  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });
}
