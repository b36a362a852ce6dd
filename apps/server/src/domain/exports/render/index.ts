import type { Renderers } from '../document';
import { renderDocx } from './docx';
import { renderPdf } from './pdf';
import { renderXlsx } from './xlsx';

export const RENDERERS: Renderers = { pdf: renderPdf, docx: renderDocx, xlsx: renderXlsx };
