import { Button, Group } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { TEducation } from '@cp/contracts';

/**
 * The lifecycle buttons this status and this user allow: designing -> submit; reviewing ->
 * approve or stop; active -> deactivate.
 */
export function ReviewButtons({
  education,
  approving,
  onApprove,
  onDialog,
}: {
  education: TEducation;
  approving: boolean;
  onApprove: () => void;
  /** Opens the dialog of an action that asks first. */
  onDialog: (dialog: 'submit' | 'stop' | 'deactivate') => void;
}) {
  const { t } = useTranslation();
  const { status, can_design: canDesign, can_approve: canApprove } = education;
  return (
    <Group gap="sm">
      {status === 'designing' && canDesign && (
        <Button onClick={() => onDialog('submit')}>{t('overview.review.submit')}</Button>
      )}
      {status === 'reviewing' && canApprove && (
        <Button color="green" loading={approving} onClick={onApprove}>
          {t('overview.review.approve')}
        </Button>
      )}
      {status === 'reviewing' && canDesign && (
        <Button variant="default" onClick={() => onDialog('stop')}>
          {t('overview.review.stop')}
        </Button>
      )}
      {status === 'active' && canDesign && (
        <Button variant="default" color="red" onClick={() => onDialog('deactivate')}>
          {t('overview.review.deactivate')}
        </Button>
      )}
    </Group>
  );
}
