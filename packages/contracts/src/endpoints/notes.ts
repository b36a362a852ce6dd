import type { TAreaDocs, TRoute } from './define';

const NOTES = '/locations/:location/educations/:education/notes';

/**
 * Notes of an education with their files (docs/educations.md "Notes API"): every member reads
 * and adds them; the author, designers and admins change them.
 */
export const notesRoutes = {
  listNotes: {
    method: 'GET',
    path: NOTES,
    access: 'licensedMember',
  },
  createNote: {
    method: 'POST',
    path: NOTES,
    access: 'licensedMember',
  },
  updateNote: {
    method: 'PUT',
    path: `${NOTES}/:note`,
    access: 'licensedMember',
  },
  deleteNote: {
    method: 'DELETE',
    path: `${NOTES}/:note`,
    access: 'licensedMember',
  },
  downloadNoteFile: {
    method: 'GET',
    path: `${NOTES}/:note/files/:file`,
    access: 'licensedMember',
  },
} as const satisfies Record<string, TRoute>;

/** For the API description only (server): the reference's group and one line per endpoint. */
export const notesDocs = {
  tag: 'Notes',
  summaries: {
    listNotes: "The education's notes, newest first, with their files' names and sizes.",
    createNote:
      'Adds a note as multipart/form-data (`note_type_id`, `text`, up to 10 `files` of at most 10 MB each); 413 for a file too large, 415 when not multipart.',
    updateNote:
      "Changes a note's category and text (its files stay); 403 unless the caller wrote it or designs.",
    deleteNote: 'Deletes a note with its files; 403 unless the caller wrote it or designs.',
    downloadNoteFile: 'Downloads a file of a note as an attachment, in its stored content type.',
  },
} as const satisfies TAreaDocs<typeof notesRoutes>;
