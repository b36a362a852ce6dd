import { useTranslation } from 'react-i18next';
import type { TPlanActivity } from '@cp/contracts';
import { messageText } from '@/lib/server-messages';
import { useTerms } from '@/lib/use-terms';
import { ACTIVITY_TEXTS, activityName } from './activity-fields';
import { decimalText, type TDetails } from './details-model';
import { usePlanItemForm } from './plan-item-form';

/**
 * The form of a learning activity: its values as the inputs show them, its body, and the rule
 * only the screen checks before asking the server (an inactive activity cannot be kept).
 */
export function useActivityForm(
  details: TDetails,
  activity: TPlanActivity | undefined,
  onClose: () => void,
) {
  const { t } = useTranslation();
  const terms = useTerms();
  const { planned, shows, language } = details;
  const shown = [
    'activity_id',
    'start_week',
    'end_week',
    ...(shows('class_hours') ? ['class_hours'] : []),
    ...ACTIVITY_TEXTS.filter((field) => shows(field)),
  ];
  return usePlanItemForm(
    { scope: details.scope, plannedClusterId: planned.id, kind: 'activities', id: activity?.id },
    {
      initial: () => ({
        activity_id: activity?.activity_id == null ? null : String(activity.activity_id),
        class_hours: decimalText(activity?.class_hours ?? null, language),
        teacher: activity?.teacher ?? '',
        method: activity?.method ?? '',
        reading: activity?.reading ?? '',
        tools: activity?.tools ?? '',
        tools_permitted: activity?.tools_permitted ?? '',
        description: activity?.description ?? '',
        start_week: String(activity?.start_week ?? planned.start_week),
        end_week: String(activity?.end_week ?? planned.end_week),
      }),
      toInput: (values) => ({
        activity_id: values.activity_id === null ? null : Number(values.activity_id),
        class_hours: values.class_hours.trim() || null,
        teacher: values.teacher.trim() || null,
        method: values.method.trim() || null,
        reading: values.reading.trim() || null,
        tools: values.tools.trim() || null,
        tools_permitted: values.tools_permitted.trim() || null,
        description: values.description.trim() || null,
        start_week: Number(values.start_week),
        end_week: Number(values.end_week),
      }),
      // An inactive activity cannot be kept; said before asking the server.
      check: (input): Record<string, string> => {
        const chosen = details.activities.find((item) => item.id === input.activity_id);
        return chosen && !chosen.active
          ? { activity_id: messageText('plan.activityInactive', { terms }) }
          : {};
      },
      name: (input) => activityName(details, input, t),
      fields: shown,
      onSaved: onClose,
    },
  );
}
