// A Chromium page signed in as a bench user, with one education opened as the dashboard opens it.
import { getJson } from './api-timing.mjs';

/**
 * A new context of `browser` (1280×800, Dutch) with the session of `cookie` (the API sign-in's
 * Cookie header) and the context cookies the dashboard sets when an education is opened
 * (lib/context-store.ts: location, faculty, education parent, education; and the year the plan
 * and analysis screens remember, when `yearId` is given). Answers a new page of it.
 */
export async function educationPage(browser, { base, cookie, locationId, educationId, yearId }) {
  const education = (
    await getJson(`${base}/api/v1/locations/${locationId}/educations/${educationId}`, cookie)
  ).data;
  const context = await browser.newContext({
    baseURL: base,
    locale: 'nl-NL',
    viewport: { width: 1280, height: 800 },
  });
  await context.addCookies(
    [
      ...cookie.split('; ').map((pair) => pair.split(/=(.*)/s).slice(0, 2)),
      ['current_location', locationId],
      ['current_faculty', education.faculty.id],
      ['current_education_parent', education.education_parent.id],
      ['current_education', educationId],
      ...(yearId === undefined ? [] : [['current_education_year_id', yearId]]),
    ].map(([name, value]) => ({ name, value: String(value), url: base })),
  );
  return context.newPage();
}
