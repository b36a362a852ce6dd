import { eq } from 'drizzle-orm';
import {
  EDUCATION_STATUS_LABELS,
  EDUCATION_TYPE_LABELS,
  type TExportPart,
  type TLanguage,
} from '@cp/contracts';
import { locationLogos, locations } from '../../db/schema';
import type { DocSection, DocTitlePage, ExportDocument } from './document';
import type { SectionContext } from './sections/context';

/** The documents' colour when the location chose none: the product's indigo, dark enough for white text. */
export const DEFAULT_DOCUMENT_COLOR = '#3b5bdb';

const WORDS: Record<
  TLanguage,
  {
    parts: Record<TExportPart, string>;
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
  const years =
    context.years.length === allYearCount
      ? words.allYears(allYearCount)
      : context.years.map((year) => yearLabel(context, year)).join(', ');
  const titlePage: DocTitlePage = {
    title: education.name,
    subtitle: parts.map((part) => words.parts[part]).join(' · '),
    facts: [
      { label: words.type, value: EDUCATION_TYPE_LABELS[language][education.type] },
      { label: capitalised(context.names.education_year.plural), value: years },
      { label: words.status, value: EDUCATION_STATUS_LABELS[language][education.status] },
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
    labels: { pageOf: words.pageOf, contents: words.contents },
    generatedAt: now.toISOString(),
  };
}
