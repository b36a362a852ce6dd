import { notifications } from '@mantine/notifications';
import { useTranslation } from 'react-i18next';
import type { TEducationSummary } from '@cp/contracts';
import { useApproveEducation } from '@/lib/education-changes';
import { refusalText } from '@/lib/server-messages';

// The refusals this screen explains itself (the server's reason, e.g. 403 `design_restricted`,
// or the action's own failure text) instead of the generic handling.
const APPROVE_HANDLED_STATUSES = [403, 404, 409, 500, 502, 503, 504];

/**
 * Approving an education from its card, told in a notification either way. Answers the action
 * and the id of the education being approved (null when none is).
 */
export function useApproveAction(location: string) {
  const { t } = useTranslation();
  const approve = useApproveEducation(location, APPROVE_HANDLED_STATUSES);

  const runApprove = async (education: TEducationSummary) => {
    try {
      const result = await approve.mutateAsync(education.id);
      notifications.show({
        color: 'green',
        message: t(
          result.status === 'active' ? 'dashboard.approve.activated' : 'dashboard.approve.done',
          {
            name: education.name,
          },
        ),
      });
    } catch (failure) {
      notifications.show({
        color: 'red',
        message: refusalText(failure) ?? t('dashboard.approve.failed', { name: education.name }),
      });
    }
  };
  return { runApprove, approving: approve.isPending ? approve.variables : null };
}
