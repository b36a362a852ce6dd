import type { TEducation } from '@cp/contracts';
import { messageText } from '@/lib/server-messages';

/**
 * What the review panel says and offers: why this user waits while the education is reviewed
 * (approved already, or it is their own request), and whether any action is theirs to take.
 */
export function reviewState(education: TEducation, meId: number | undefined) {
  const { status, can_design: canDesign, can_approve: canApprove } = education;
  const ownRequest = meId !== undefined && education.requested_by?.id === meId;
  const approvedByMe = meId !== undefined && education.approvals.some((a) => a.user.id === meId);
  const waitingHint =
    status === 'reviewing' && !canApprove
      ? approvedByMe
        ? messageText('educations.alreadyApproved')
        : ownRequest
          ? messageText('educations.ownReview')
          : null
      : null;
  const hasActions =
    (status === 'designing' && canDesign) ||
    (status === 'reviewing' && (canApprove || canDesign)) ||
    (status === 'active' && canDesign);
  return { waitingHint, hasActions };
}
