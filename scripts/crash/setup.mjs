// The data the crash test writes into, created through the API by a platform administrator:
// its own location with a license, a faculty, an education parent, a note category and one
// education that receives notes and design clusters.

/** Yesterday (UTC) as YYYY-MM-DD: a license starting then is current in every time zone. */
function yesterday() {
  return new Date(Date.now() - 86_400_000).toISOString().slice(0, 10);
}

export async function createWorkspace(client, tag) {
  const location = await client.write('POST', '/locations', {
    title: `Crash test ${tag}`,
    domain: `crash-${tag}.example.org`,
    type: 'other',
  });
  const L = `/locations/${location.id}`;
  await client.write('POST', `${L}/licenses`, {
    level: 'institute',
    type: 'free',
    start_date: yesterday(),
    end_date: null,
    max_educations: 100_000,
  });
  const faculty = await client.write('POST', `${L}/faculties`, { name: 'Crash faculty' });
  const parent = await client.write('POST', `${L}/faculties/${faculty.id}/educationParents`, {
    name: 'Crash parent',
  });
  const noteType = await client.write('POST', `${L}/note-types`, { name: 'Crash notes' });
  const base = await client.write('POST', `${L}/educations`, {
    education_parent_id: parent.id,
    name: 'Crash base',
    type: 'secondary_education',
    years: 1,
    periods_per_year: 1,
    weeks_per_period: 1,
  });
  return {
    locationId: location.id,
    parentId: parent.id,
    noteTypeId: noteType.id,
    baseEducationId: base.id,
  };
}
