import { ZEmptyResponseSchema } from '../schemas/api';
import {
  ZEducationParamsSchema,
  ZNoteFileParamsSchema,
  ZNoteFieldsSchema,
  ZNoteInputSchema,
  ZNoteListResponseSchema,
  ZNoteParamsSchema,
  ZNoteResponseSchema,
} from '../schemas/educations';
import { fileAnswer, multipart, type TEndpointSchemas } from './define';
import type { notesRoutes } from './notes';

export const notesSchemas = {
  listNotes: { params: ZEducationParamsSchema, answer: ZNoteListResponseSchema },
  createNote: {
    params: ZEducationParamsSchema,
    body: multipart('files', ZNoteFieldsSchema),
    answer: ZNoteResponseSchema,
    status: 201,
  },
  updateNote: { params: ZNoteParamsSchema, body: ZNoteInputSchema, answer: ZNoteResponseSchema },
  deleteNote: { params: ZNoteParamsSchema, answer: ZEmptyResponseSchema },
  // The stored content type of the file (pdf, images, office documents, text).
  downloadNoteFile: { params: ZNoteFileParamsSchema, answer: fileAnswer() },
} as const satisfies { [K in keyof typeof notesRoutes]: TEndpointSchemas };
