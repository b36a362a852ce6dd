// A note with a binary file on a demo education, added through the API before the backup, so
// the drill also proves that file bytes (bytea) come back whole.
import { createHash, randomBytes } from 'node:crypto';

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
const sha256 = (bytes) => createHash('sha256').update(bytes).digest('hex');

async function firstDemoEducation(client) {
  const [college] = (await client.read('/locations')).filter((l) => l.title === 'Demo College');
  const L = `/locations/${college.id}`;
  for (const faculty of await client.read(`${L}/faculties`)) {
    for (const parent of await client.read(`${L}/faculties/${faculty.id}/educationParents`)) {
      const [education] = await client.read(`${L}/educations?education_parent=${parent.id}`);
      if (education) return { L, E: `${L}/educations/${education.id}` };
    }
  }
  throw new Error('the demo data has no education');
}

/** Answers the file's API path and the sha256 of the bytes sent. */
export async function addBinaryNote(client) {
  const { L, E } = await firstDemoEducation(client);
  const [noteType] = await client.read(`${L}/note-types`);
  const content = Buffer.concat([PNG_SIGNATURE, randomBytes(256 * 1024)]);
  const form = new FormData();
  form.append('note_type_id', String(noteType.id));
  form.append('text', 'Restore drill: binary file');
  form.append('files', new Blob([content], { type: 'image/png' }), 'drill.png');
  const { status, body } = await client.call('POST', `${E}/notes`, { form });
  if (status !== 201) throw new Error(`adding the note: ${status} ${JSON.stringify(body)}`);
  const note = body.data;
  return { path: `${E}/notes/${note.id}/files/${note.files[0].id}`, hash: sha256(content) };
}

export { sha256 };
