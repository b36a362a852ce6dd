import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import type { TPlanActivity } from '@cp/contracts';
import { capitalize, useTerms } from '@/lib/use-terms';
import { catalogueName, weeksLabel, type TDetails } from './details-model';

/** The optional text fields of an activity, each a plan field of the same name (/admin/plan). */
export const ACTIVITY_TEXTS = [
  'teacher',
  'method',
  'reading',
  'tools',
  'tools_permitted',
  'description',
] as const;
export type TActivityText = (typeof ACTIVITY_TEXTS)[number];

/** How an activity is named in buttons and toasts: its type and weeks. */
export function activityName(
  details: TDetails,
  activity: Pick<TPlanActivity, 'activity_id' | 'start_week' | 'end_week'>,
  t: TFunction,
): string {
  const type = details.activities.find((item) => item.id === activity.activity_id);
  const name = type
    ? catalogueName('activities', type, details.language)
    : t('planItems.activities.noActivity');
  return `${name} (${weeksLabel(t, activity.start_week, activity.end_week)})`;
}

/** The labels of the optional text fields, in the form and in the list. */
export function useActivityTextLabels(): Record<TActivityText, string> {
  const { t } = useTranslation();
  const terms = useTerms();
  return {
    teacher: t('planItems.activities.fields.teacher'),
    method: t('planItems.activities.fields.method'),
    reading: t('planItems.activities.fields.reading'),
    tools: t('planItems.activities.fields.tools'),
    tools_permitted: t('planItems.activities.fields.tools_permitted'),
    description: capitalize(terms.description),
  };
}
