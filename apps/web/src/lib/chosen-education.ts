import { useAppContext } from './context-store';

export interface TChosenEducation {
  location: string;
  education: string;
}

/**
 * The selected location and education of a screen under the `<RequireEducation>` layout route
 * (app/layout/RequireEducation.tsx). That route renders its screens only when both are chosen,
 * so here they are always there; the check only narrows the types and catches a screen that
 * was put outside the guard.
 */
export function useChosenEducation(): TChosenEducation {
  const { location, education } = useAppContext();
  if (!location || !education) {
    throw new Error('useChosenEducation is used on a screen outside <RequireEducation>');
  }
  return { location, education };
}
