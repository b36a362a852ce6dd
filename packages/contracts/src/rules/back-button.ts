/** What is selected in the context cookies; only presence matters for the back button. */
export interface TBackContext {
  location?: string | null | undefined;
  faculty?: string | null | undefined;
  educationParent?: string | null | undefined;
  education?: string | null | undefined;
}

/** First path segment, without slashes: '/plan/12' -> 'plan'. */
function firstSegment(pathname: string): string {
  return pathname.split('/').filter(Boolean)[0] ?? '';
}

/**
 * Where the back button of the top bar leads (docs/foundation-brief.md "The shell").
 * Returns null where the button is hidden: on the locations pages.
 */
export function backButtonTarget(pathname: string, ctx: TBackContext): string | null {
  const page = firstSegment(pathname);
  const upToLocation = ctx.location ? '/locatie' : '/locaties';
  const upToFaculty = ctx.faculty ? '/faculteit' : upToLocation;
  switch (page) {
    case 'locaties':
      return null;
    case 'notities':
      return ctx.educationParent ? '/dashboard' : upToFaculty;
    case 'dashboard':
      return upToFaculty;
    case 'faculteit':
      return upToLocation;
    case 'locatie':
      return '/locaties';
    default:
      return ctx.education ? '/notities' : '/locaties';
  }
}

/**
 * The location title leads to the notes when an education is selected (docs/foundation-brief.md).
 */
export function locationTitleTarget(ctx: TBackContext): string {
  return ctx.education ? '/notities' : '/locatie';
}
