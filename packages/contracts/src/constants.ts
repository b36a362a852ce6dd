/**
 * Constants shared by server and web: toasts (docs/foundation-brief.md "The shell"), uploads
 * (docs/api.md "Uploads and downloads"), passwords (docs/organisation.md "Password policy").
 */
export const API_BASE = '/api/v1';

export const TOAST_DURATION_MS = 5000;
export const TOAST_LIMIT = 20;
export const EXPORT_READY_TOAST_MS = 4000;

export const UPLOAD_MAX_BYTES = 10 * 1024 * 1024;
/** All files of one request together (docs/decisions/0009-file-store.md). */
export const UPLOAD_MAX_REQUEST_BYTES = 50 * 1024 * 1024;
/** Upload requests (notes and materials) of one person in progress at the same time. */
export const UPLOADS_AT_ONCE_PER_USER = 2;

/** Longest name of a catalogue item (a test format, an activity, a note category). */
export const CATALOGUE_NAME_MAX = 80;

export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 30;

/** Body of a 403 answer when the location has no active license (docs/permissions.md). */
export const NO_LICENSE_BODY = 'no_license';

/** CSRF double-submit names (docs/server.md "Request pipeline"). */
export const CSRF_COOKIE = 'XSRF-TOKEN';
export const CSRF_HEADER = 'x-xsrf-token';

/**
 * Context cookies (docs/foundation-brief.md "The shell"); the web app keeps them, the server may
 * read `language`.
 */
export const CONTEXT_COOKIES = {
  location: 'current_location',
  faculty: 'current_faculty',
  educationParent: 'current_education_parent',
  education: 'current_education',
  educationYear: 'current_education_year_id',
  pageExpanded: 'page_expanded',
  language: 'language',
} as const;

/** Defaults of the location settings (a decision, docs/organisation.md "Location settings");
 * here, apart from the zod schemas, so screens can use them without loading zod. */
export const LOCATION_DEFAULTS = { allow_flexible: false, default_weeks: 10 } as const;
export const DEFAULT_WEEKS_MIN = 1;
export const DEFAULT_WEEKS_MAX = 60;
