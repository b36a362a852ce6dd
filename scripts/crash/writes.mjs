// The writes the crash test makes, each through the real API, and what an acknowledged one must
// leave behind. Every write has a name unique in the whole run, so after a crash it is found (or
// missed) by that name. Two kinds come with children that must never be half there:
// an education with its years and periods, a note with its file.
import { createHash } from 'node:crypto';

/** The shape every crash-test education is created with (the base education aside). */
export const EDUCATION_SHAPE = { years: 2, periodsPerYear: 3, weeksPerPeriod: 5 };

const sha256 = (bytes) => createHash('sha256').update(bytes).digest('hex');

/**
 * A text file of a size that varies per write (1 to 64 KB). Notes state the size in their text,
 * so even a note whose answer was lost in the crash can be checked for its whole file.
 */
function noteFile(name, seq) {
  const size = 1024 * (1 + ((seq * 37) % 64));
  const line = `${name} crash test content\n`;
  const content = Buffer.from(line.repeat(Math.ceil(size / line.length)).slice(0, size));
  return { content, size, hash: sha256(content) };
}

export const WRITE_KINDS = ['faculty', 'education', 'note', 'cluster'];

/**
 * Sends one write; answers `{ status, body, ack }`, ack set only for a 2xx answer. Throws when
 * the connection is cut off.
 */
export async function sendWrite(client, workspace, { kind, name, seq, clusterIndex }) {
  const L = `/locations/${workspace.locationId}`;
  const E = `${L}/educations/${workspace.baseEducationId}`;
  if (kind === 'faculty') {
    const { status, body } = await client.call('POST', `${L}/faculties`, { json: { name } });
    return { status, body, ack: ok(status) && { kind, name, id: body.data.id } };
  }
  if (kind === 'education') {
    const { status, body } = await client.call('POST', `${L}/educations`, {
      json: {
        education_parent_id: workspace.parentId,
        name,
        type: 'secondary_education',
        years: EDUCATION_SHAPE.years,
        periods_per_year: EDUCATION_SHAPE.periodsPerYear,
        weeks_per_period: EDUCATION_SHAPE.weeksPerPeriod,
      },
    });
    return { status, body, ack: ok(status) && { kind, name, id: body.data.id } };
  }
  if (kind === 'note') {
    const file = noteFile(name, seq);
    const form = new FormData();
    form.append('note_type_id', String(workspace.noteTypeId));
    form.append('text', `${name} size=${file.size}`);
    form.append('files', new Blob([file.content], { type: 'text/plain' }), `${name}.txt`);
    const { status, body } = await client.call('POST', `${E}/notes`, { form });
    return {
      status,
      body,
      ack: ok(status) && { kind, name, id: body.data.id, size: file.size, hash: file.hash },
    };
  }
  if (kind === 'cluster') {
    const { status, body } = await client.call('POST', `${E}/design/clusters`, {
      json: {
        index: clusterIndex,
        title: name,
        short_title: name.slice(-20),
        details: `Cluster ${name}`,
        ects: null,
        cluster_width: 1,
        color: null,
      },
    });
    return { status, body, ack: ok(status) && { kind, name, id: body.data.id } };
  }
  throw new Error(`unknown write kind ${kind}`);
}

const ok = (status) => status >= 200 && status <= 299;

export { sha256 };
