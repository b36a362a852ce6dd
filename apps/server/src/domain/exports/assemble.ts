import { asc, eq } from 'drizzle-orm';
import {
  EDUCATION_STATUS_LABELS,
  EDUCATION_TYPE_LABELS,
  TEST_PLAN_WORDS,
  educationSector,
  educationAdoption,
  formatViewWord,
  type TEducationType,
  type TExportPart,
  type TLanguage,
} from '@cp/contracts';
import type { DbOrTx } from '../../db/client';
import { educationApprovals, locationLogos, locations, users } from '../../db/schema';
import { fullNameSql } from '../users/person-name';
import type { DocSection, DocTitlePage, ExportDocument } from './document';
import type { SectionContext } from './sections/context';

/** The documents' colour when the location chose none: the product's indigo, dark enough for white text. */
export const DEFAULT_DOCUMENT_COLOR = '#3b5bdb';

const WORDS: Record<
  TLanguage,
  {
    /** The test plan's name depends on the sector (exportPartName). */
    parts: Record<Exclude<TExportPart, 'test_plan'>, string>;
    type: string;
    status: string;
    date: string;
    location: string;
    allYears: (count: number) => string;
    pageOf: string;
    contents: string;
  }
> = {
  nl: {
    parts: { design: 'Ontwerp', plan: 'Planning', analysis: 'Analyse', notes: 'Notities' },
    type: 'Type',
    status: 'Status',
    date: 'Datum',
    location: 'Locatie',
    allYears: (count) => `alle (${count})`,
    pageOf: 'Pagina {page} van {pages}',
    contents: 'Inhoud',
  },
  en: {
    parts: { design: 'Design', plan: 'Plan', analysis: 'Analysis', notes: 'Notes' },
    type: 'Type',
    status: 'Status',
    date: 'Date',
    location: 'Location',
    allYears: (count) => `all (${count})`,
    pageOf: 'Page {page} of {pages}',
    contents: 'Contents',
  },
};

/**
 * The name of a part in a language: the test plan's is its sector's (PTA, Examenplan,
 * OER-tabel; TEST_PLAN_WORDS), the others' are fixed. Also the file's and notification's word.
 */
export function exportPartName(
  part: TExportPart,
  language: TLanguage,
  type: TEducationType,
): string {
  if (part === 'test_plan') return TEST_PLAN_WORDS[language].part[educationSector(type)];
  return WORDS[language].parts[part];
}

/**
 * What a document says it is (docs/exports.md "What a document says it is"): an education that
 * is not active is a draft ("CONCEPT" on every page); an active one was adopted on its
 * publication by the members who approved its last review ("Vastgesteld op 12 september 2026
 * door A. Jansen en P. de Vries"). Version and status go into every page footer.
 */
export async function documentMarks(
  db: DbOrTx,
  education: SectionContext['education'],
  language: TLanguage,
): Promise<{ draftMark: string | null; adoption: string | null; versionLine: string }> {
  const words = TEST_PLAN_WORDS[language];
  const status = EDUCATION_STATUS_LABELS[language][education.status];
  const versionLine = `${words.facts.version} ${education.contentVersion} · ${status}`;
  if (education.status !== 'active' || !education.publishedAt) {
    return { draftMark: words.draftMark, adoption: null, versionLine };
  }
  // The approvals stay until the next review starts (approve-education.ts): those of the last one.
  const approvals = await db
    .select({ name: fullNameSql() })
    .from(educationApprovals)
    .innerJoin(users, eq(users.id, educationApprovals.userId))
    .where(eq(educationApprovals.educationId, education.id))
    .orderBy(asc(educationApprovals.approvedAt), asc(educationApprovals.userId));
  const { line } = educationAdoption({
    status: education.status,
    published_at: education.publishedAt.toISOString(),
    approvals: approvals.map((approval) => ({ name: approval.name, approved_at: '' })),
  });
  const adoption = formatViewWord(line, { language, words, terms: {}, and: words.and });
  return { draftMark: null, adoption, versionLine };
}

const capitalised = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/** "Leerjaar 2", or the year's own name. */
function yearLabel(context: SectionContext, year: SectionContext['years'][number]): string {
  return year.name ?? `${capitalised(context.names.education_year.singular)} ${year.position}`;
}

/**
 * The title page and the words around the sections: the location's name, colour and logo, the
 * education's name, type, years, status and the date of the read (docs/exports.md "The documents").
 */
export async function assembleDocument(options: {
  context: SectionContext;
  parts: TExportPart[];
  sections: DocSection[];
}): Promise<ExportDocument> {
  const { context, parts, sections } = options;
  const { allYearCount } = context;
  const { db, education, language, now } = context;
  const words = WORDS[language];
  const [location] = await db
    .select({ title: locations.title, mainColor: locations.mainColor })
    .from(locations)
    .where(eq(locations.id, context.scope.locationId))
    .limit(1);
  const [logo] = await db
    .select({ mimeType: locationLogos.mimeType, content: locationLogos.content })
    .from(locationLogos)
    .where(eq(locationLogos.locationId, context.scope.locationId))
    .limit(1);
  const marks = await documentMarks(db, education, language);
  const years =
    context.years.length === allYearCount
      ? words.allYears(allYearCount)
      : context.years.map((year) => yearLabel(context, year)).join(', ');
  const titlePage: DocTitlePage = {
    title: education.name,
    subtitle: parts.map((part) => exportPartName(part, language, education.type)).join(' · '),
    facts: [
      { label: words.type, value: EDUCATION_TYPE_LABELS[language][education.type] },
      { label: capitalised(context.names.education_year.plural), value: years },
      { label: words.status, value: EDUCATION_STATUS_LABELS[language][education.status] },
      {
        label: TEST_PLAN_WORDS[language].facts.version,
        value: String(education.contentVersion),
      },
      ...(marks.adoption
        ? [{ label: TEST_PLAN_WORDS[language].facts.adoption, value: marks.adoption }]
        : []),
      {
        label: words.date,
        value: new Intl.DateTimeFormat(language === 'nl' ? 'nl-NL' : 'en-GB', {
          dateStyle: 'long',
          timeStyle: 'short',
          timeZone: 'Europe/Amsterdam',
        }).format(now),
      },
      { label: words.location, value: location?.title ?? '' },
    ],
    locationName: location?.title ?? '',
    color: location?.mainColor ?? DEFAULT_DOCUMENT_COLOR,
    // WebP is not embedded: neither the PDF nor the Word library takes it.
    logo:
      logo && logo.mimeType !== 'image/webp'
        ? { mimeType: logo.mimeType, content: new Uint8Array(logo.content) }
        : null,
  };
  return {
    language,
    titlePage,
    sections,
    labels: {
      pageOf: words.pageOf,
      contents: words.contents,
      draftMark: marks.draftMark,
      versionLine: marks.versionLine,
    },
    generatedAt: now.toISOString(),
  };
}
