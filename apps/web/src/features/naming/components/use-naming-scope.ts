import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAppContext } from '@/lib/context-store';
import { useEducationParent } from '@/lib/education-parent-queries';
import { useEducations } from '@/lib/education-queries';
import { customTranslationsQueryOptions, type TNamingScope } from '@/lib/use-terms';

/**
 * Where names are read and edited: the chosen location, the selected education parent (while it
 * is really there), one of its educations (the context's until another is picked here), and the
 * names that apply there.
 */
export function useNamingScope() {
  const { i18n } = useTranslation();
  const context = useAppContext();
  const parent = useEducationParent(context.location, context.faculty, context.educationParent);
  // The parent level exists only while the selected parent is really there.
  const parentName = parent.data?.name ?? null;
  const educations = useEducations(context.location, parentName ? context.educationParent : null);
  // undefined: not chosen here yet, so the education of the context (if it is this parent's).
  const [picked, setPicked] = useState<string | null | undefined>(undefined);
  const wanted = picked === undefined ? context.education : picked;
  const education = educations.data?.find((item) => String(item.id) === wanted) ?? null;
  const scope: TNamingScope = {
    location: context.location,
    faculty: parentName ? context.faculty : null,
    educationParent: parentName ? context.educationParent : null,
    education: education ? String(education.id) : null,
  };
  const names = useQuery(customTranslationsQueryOptions(scope, i18n.language));
  return {
    context,
    parentPending: parent.isPending,
    parentName,
    educations: educations.data,
    education,
    setPicked,
    scope,
    names,
  };
}
