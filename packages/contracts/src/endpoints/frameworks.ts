import type { TAreaDocs, TRoute } from './define';

/**
 * Frameworks (docs/frameworks.md): national ones imported by the platform administrator, a
 * location's own by its administrator; each import is a preview, then the same files again.
 */
export const frameworksRoutes = {
  previewNationalFrameworkImport: {
    method: 'POST',
    path: '/frameworks/imports/preview',
    access: 'platformAdmin',
  },
  importNationalFrameworks: {
    method: 'POST',
    path: '/frameworks/imports',
    access: 'platformAdmin',
  },
  listNationalFrameworks: { method: 'GET', path: '/frameworks', access: 'platformAdmin' },
  previewFrameworkImport: {
    method: 'POST',
    path: '/locations/:location/frameworks/imports/preview',
    access: 'admin',
  },
  importFrameworks: {
    method: 'POST',
    path: '/locations/:location/frameworks/imports',
    access: 'admin',
  },
  getFramework: {
    method: 'GET',
    path: '/locations/:location/frameworks/:framework',
    access: 'licensedMember',
  },
  searchFrameworkItems: {
    method: 'GET',
    path: '/locations/:location/framework-items',
    access: 'licensedMember',
  },
  exportFrameworkCase: {
    method: 'GET',
    path: '/locations/:location/frameworks/:framework/case-package',
    access: 'licensedMember',
  },
  exportEducationCase: {
    method: 'GET',
    path: '/locations/:location/educations/:education/case-package',
    access: 'licensedMember',
  },
  downloadFrameworkSample: {
    method: 'GET',
    path: '/locations/:location/frameworks/sample.:format',
    access: 'admin',
  },
  startDesignFromFramework: {
    method: 'POST',
    path: '/locations/:location/educations/:education/design/from-framework',
    access: 'designer',
  },
  listFrameworks: {
    method: 'GET',
    path: '/locations/:location/frameworks',
    access: 'licensedMember',
  },
} as const satisfies Record<string, TRoute>;

const IMPORT_BODY =
  'multipart: the text parts `source` (slo_exam, slo_core, case, sheet), `release`, `chosen` (a JSON list of source keys; all when absent), `code` and `title` (a sheet), `digest` (apply), then the files under `files` (at most 8, 10 MB each)';

/** For the API description only (server): the reference's group and one line per endpoint. */
export const frameworksDocs = {
  tag: 'Frameworks',
  summaries: {
    previewNationalFrameworkImport: `Reads national framework files and answers what an import would store, per framework, with a digest; nothing is stored. Body: ${IMPORT_BODY}.`,
    importNationalFrameworks: `Imports national frameworks all or nothing, if the preview's digest still holds (else 409 stale_preview). Body: ${IMPORT_BODY}.`,
    listNationalFrameworks: 'The national frameworks, by title.',
    previewFrameworkImport: `Like the national preview, for the location's own frameworks. Body: ${IMPORT_BODY}.`,
    importFrameworks: `Imports the location's own frameworks all or nothing, if the preview's digest still holds (else 409 stale_preview). Body: ${IMPORT_BODY}.`,
    getFramework:
      "A framework the location may use (national or its own) with its whole tree, top to bottom; another location's is 404.",
    searchFrameworkItems:
      'Items of the frameworks the location may use whose code, title or description hold every word of `search` (case and diacritics aside), published ones only, at most 50; `framework` narrows to one.',
    exportFrameworkCase:
      'A framework the location may use as a 1EdTech CASE 1.0 package (CFPackage JSON, a download): its published items in their tree and order; imported again it is the same tree.',
    exportEducationCase:
      "An education's competences, learning clusters, outcomes and goals as a 1EdTech CASE 1.0 package (CFPackage JSON, a download); item types in the school's own terms, in the request's language.",
    downloadFrameworkSample:
      'A sample framework sheet (csv or xlsx) with the columns the import reads and a small tree, in `?language=` or else the Accept-Language.',
    startDesignFromFramework:
      "Fills the education's design from a framework the location may use: competences, learning outcomes and goals after the ones there are, each remembering its framework item; `mapping` by item kind, `item_ids` the chosen items (their parents come along), `school_exam_only`. Answers what was made.",
    listFrameworks: 'The frameworks the location may use: the national ones and its own, by title.',
  },
} as const satisfies TAreaDocs<typeof frameworksRoutes>;
