// After a restart: is every acknowledged write there, and is nothing half-written? Everything is
// read back through the API, as a user would see it.
import { EDUCATION_SHAPE, sha256 } from './writes.mjs';

/** Names of crash-test writes start with this; other rows (the set-up's) are not counted. */
export const WRITE_PREFIX = 'cw-';

/** Runs `task` over `items`, `width` at a time. */
async function eachLimited(items, width, task) {
  let next = 0;
  const worker = async () => {
    while (next < items.length) await task(items[next++]);
  };
  await Promise.all(Array.from({ length: Math.min(width, items.length) }, worker));
}

function educationProblem(education) {
  const { years, periodsPerYear, weeksPerPeriod } = EDUCATION_SHAPE;
  if (education.years.length !== years) return `${education.years.length} years, not ${years}`;
  for (const year of education.years) {
    if (year.periods.length !== periodsPerYear) {
      return `year ${year.position} has ${year.periods.length} periods, not ${periodsPerYear}`;
    }
    if (year.periods.some((period) => period.weeks !== weeksPerPeriod)) {
      return `year ${year.position} has a period without ${weeksPerPeriod} weeks`;
    }
  }
  return null;
}

function noteProblem(note) {
  const size = Number(/ size=(\d+)$/.exec(note.text)?.[1]);
  if (note.files.length !== 1) return `${note.files.length} files, not 1`;
  if (note.files[0].size !== size) return `file of ${note.files[0].size} bytes, not ${size}`;
  return null;
}

/**
 * Compares what the API shows with the acknowledged writes. Answers the writes that are missing
 * (`lost`), rows that lack children or carry wrong ones (`halfWritten`), and how many rows
 * committed without their answer reaching the client (`unacknowledged`; allowed: the answer was
 * on its way when the process died).
 */
export async function verifyState(client, workspace, acks) {
  const L = `/locations/${workspace.locationId}`;
  const E = `${L}/educations/${workspace.baseEducationId}`;
  const ours = (rows, nameOf) => rows.filter((row) => nameOf(row).startsWith(WRITE_PREFIX));

  const faculties = ours(await client.read(`${L}/faculties`), (f) => f.name);
  const educations = ours(
    await client.read(`${L}/educations?education_parent=${workspace.parentId}`),
    (e) => e.name,
  );
  const notes = ours(await client.read(`${E}/notes`), (n) => n.text);
  const clusters = ours((await client.read(`${E}/design`)).clusters, (c) => c.title);

  const present = {
    faculty: new Map(faculties.map((row) => [row.id, row.name])),
    education: new Map(educations.map((row) => [row.id, row.name])),
    note: new Map(notes.map((row) => [row.id, row.text.replace(/ size=\d+$/, '')])),
    cluster: new Map(clusters.map((row) => [row.id, row.title])),
  };
  const lost = acks.filter((ack) => present[ack.kind].get(ack.id) !== ack.name);

  const halfWritten = [];
  await eachLimited(educations, 4, async (summary) => {
    const education = await client.read(`${L}/educations/${summary.id}`);
    const problem = educationProblem(education);
    if (problem) halfWritten.push(`education ${summary.name}: ${problem}`);
  });
  for (const note of notes) {
    const problem = noteProblem(note);
    if (problem) halfWritten.push(`note ${note.text}: ${problem}`);
  }
  // An acknowledged note's file must be the very bytes that were sent.
  const notesById = new Map(notes.map((note) => [note.id, note]));
  const ackedNotes = acks.filter((ack) => ack.kind === 'note' && notesById.has(ack.id));
  await eachLimited(ackedNotes, 4, async (ack) => {
    const [file] = notesById.get(ack.id).files;
    if (!file) return;
    const bytes = await client.bytes(`${E}/notes/${ack.id}/files/${file.id}`);
    if (sha256(bytes) !== ack.hash) halfWritten.push(`note ${ack.name}: file content differs`);
  });

  const duplicates = Object.entries(present).flatMap(([kind, rows]) => {
    const names = [...rows.values()];
    return names.filter((name, i) => names.indexOf(name) !== i).map((name) => `${kind} ${name}`);
  });
  const rows = Object.values(present).reduce((sum, map) => sum + map.size, 0);
  return {
    rows,
    lost,
    halfWritten,
    duplicates,
    unacknowledged: rows - (acks.length - lost.length),
  };
}

/**
 * Proves the checks can fail, against the same server: an acknowledgement of a row that was never
 * written must count as lost, and an education created with another shape as half-written.
 * Answers what did not behave (empty when the detectors work).
 */
export async function checkDetectors(client, workspace, acks) {
  const phantom = { kind: 'faculty', name: `${WRITE_PREFIX}never-written`, id: 2_000_000_000 };
  const odd = await client.write('POST', `/locations/${workspace.locationId}/educations`, {
    education_parent_id: workspace.parentId,
    name: `${WRITE_PREFIX}other-shape`,
    type: 'secondary_education',
    years: EDUCATION_SHAPE.years + 1,
    periods_per_year: 1,
  });
  const result = await verifyState(client, workspace, [...acks, phantom]);
  const problems = [];
  if (!result.lost.includes(phantom)) problems.push('a missing acknowledged row went unnoticed');
  if (!result.halfWritten.some((line) => line.includes(odd.name))) {
    problems.push('an education of the wrong shape went unnoticed');
  }
  return problems;
}
