// The demo data's URLs the benchmark loads, found through the API as a signed-in user would.
import { getJson } from './api-timing.mjs';

/** An education of the location by its name (searched under every faculty and parent). */
export async function findEducation(api, locationId, cookie, name) {
  for (const faculty of (await getJson(`${api}/locations/${locationId}/faculties`, cookie)).data) {
    const parents = (
      await getJson(
        `${api}/locations/${locationId}/faculties/${faculty.id}/educationParents`,
        cookie,
      )
    ).data;
    for (const parent of parents) {
      const list = (
        await getJson(
          `${api}/locations/${locationId}/educations?education_parent=${parent.id}`,
          cookie,
        )
      ).data;
      const found = list.find((education) => education.name === name);
      if (found) return found;
    }
  }
  throw new Error(`education ${name} not found`);
}

/**
 * Demo College's dashboard list (the first parent), one education's detail, the large demo
 * education's design, and two repeatable writes whose text changes with `i`: a note's update (on
 * "Bouwkunde niveau 4", a row lock on the note only) and renaming one of the large education's
 * clusters (a design change: it locks the whole education, so such writes queue one by one).
 */
export async function demoTargets(base, cookie) {
  const api = `${base}/api/v1`;
  const [demo] = (await getJson(`${api}/locations`, cookie)).data.filter(
    (location) => location.title === 'Demo College',
  );
  const [faculty] = (await getJson(`${api}/locations/${demo.id}/faculties`, cookie)).data;
  const [parent] = (
    await getJson(`${api}/locations/${demo.id}/faculties/${faculty.id}/educationParents`, cookie)
  ).data;
  const educations = `${api}/locations/${demo.id}/educations`;
  const listUrl = `${educations}?education_parent=${parent.id}`;
  const [first] = (await getJson(listUrl, cookie)).data;
  const large = await findEducation(api, demo.id, cookie, 'Bouwkunde niveau 4 (groot)');
  const designUrl = `${educations}/${large.id}/design`;
  const [cluster] = (await getJson(designUrl, cookie)).data.clusters;
  // The cluster's own fields are its edit input, less what the server sets itself.
  const input = { ...cluster };
  for (const field of ['id', 'position', 'planned_count']) delete input[field];
  const small = await findEducation(api, demo.id, cookie, 'Bouwkunde niveau 4');
  const notesUrl = `${educations}/${small.id}/notes`;
  const [note] = (await getJson(notesUrl, cookie)).data.filter((candidate) => candidate.can_change);
  const xsrf = /(?:^|; )XSRF-TOKEN=([^;]*)/.exec(cookie)?.[1] ?? '';
  const writeHeaders = {
    cookie,
    accept: 'application/json',
    'content-type': 'application/json',
    'x-xsrf-token': decodeURIComponent(xsrf),
  };
  return {
    locationId: demo.id,
    large,
    listUrl,
    detailUrl: `${educations}/${first.id}`,
    designUrl,
    updateNote: (i) => ({
      url: `${notesUrl}/${note.id}`,
      method: 'PUT',
      headers: writeHeaders,
      body: JSON.stringify({ note_type_id: note.note_type.id, text: `${note.text} (${i % 100})` }),
    }),
    renameCluster: (i) => ({
      url: `${designUrl.replace(/\/design$/, '/design/clusters')}/${cluster.id}`,
      method: 'PUT',
      headers: writeHeaders,
      body: JSON.stringify({ ...input, title: `${input.title.slice(0, 80)} (${i % 100})` }),
    }),
  };
}
