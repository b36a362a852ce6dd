import { Alert, Button, Center, Group, Loader, Modal, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { TPlanTest } from '@cp/contracts';
import { useYearPlan } from '@/features/plan/api/year-plan';
import { useTerms } from '@/lib/use-terms';
import TestFormModal from './TestFormModal';
import { useDetails } from './use-details';

export interface TPlanTestDialogProps {
  location: string;
  education: string;
  /** The education year of the planned cluster. */
  yearId: number;
  /** The planned cluster the test belongs to (or is added to). */
  plannedClusterId: number;
  /** The test to edit; without it a new one is added at the end of the cluster's tests. */
  test?: TPlanTest;
  onClose: () => void;
  /**
   * After a save, with the test as the server answered it. The year plan is read again by
   * itself; a screen that shows the test from another query refreshes that here.
   */
  onSaved?: (saved: TPlanTest) => void;
}

/**
 * The plan's test form outside the plan screen (the Toetsplan screen, docs/test-plan.md): it reads
 * what the form needs (the year plan, the design, the location's test formats and fields) and
 * opens the same form as the plan's details panel, with the same rules. While that loads it shows
 * a loader in a dialog of the same title; a planned cluster that is gone is said. Open it only
 * where the user may change the plan (the screen's own read-only rule); the server refuses
 * otherwise.
 *
 *   {editing && (
 *     <PlanTestDialog location={location} education={education} yearId={year.id}
 *       plannedClusterId={test.planned_cluster_id} test={test}
 *       onClose={() => setEditing(null)} onSaved={() => refreshTestPlan()} />
 *   )}
 */
export function PlanTestDialog({
  location,
  education,
  yearId,
  plannedClusterId,
  test,
  onClose,
  onSaved,
}: TPlanTestDialogProps) {
  const { t } = useTranslation();
  const planQuery = useYearPlan(location, education, String(yearId));
  const plan = planQuery.data;
  const title = t(test ? 'planItems.tests.editTitle' : 'planItems.tests.createTitle');
  if (plan) {
    return (
      <LoadedTestDialog
        location={location}
        education={education}
        plan={plan}
        plannedClusterId={plannedClusterId}
        test={test}
        title={title}
        onClose={onClose}
        onSaved={onSaved}
      />
    );
  }
  return (
    <WaitingDialog
      title={title}
      failure={planQuery.isError ? t('planScreen.loadFailed') : null}
      onClose={onClose}
    />
  );
}

function LoadedTestDialog({
  plan,
  title,
  ...props
}: Omit<TPlanTestDialogProps, 'yearId'> & {
  plan: NonNullable<ReturnType<typeof useYearPlan>['data']>;
  title: string;
}) {
  const { t } = useTranslation();
  const terms = useTerms();
  const { details, loading, failed } = useDetails({
    location: props.location,
    education: props.education,
    plan,
    plannedClusterId: props.plannedClusterId,
    readOnly: false,
  });
  if (!details) {
    return (
      <WaitingDialog
        title={title}
        failure={t('planItems.gone', { cluster: terms.cluster })}
        onClose={props.onClose}
      />
    );
  }
  if (failed || loading) {
    return (
      <WaitingDialog
        title={title}
        failure={failed ? t('planScreen.loadFailed') : null}
        onClose={props.onClose}
      />
    );
  }
  return (
    <TestFormModal
      details={details}
      test={props.test}
      onClose={props.onClose}
      onSaved={props.onSaved}
    />
  );
}

/** The dialog while the form's data loads, or why it cannot open. */
function WaitingDialog({
  title,
  failure,
  onClose,
}: {
  title: string;
  failure: string | null;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  return (
    <Modal opened onClose={onClose} title={title} size="xl">
      {failure ? (
        <Stack gap="md">
          <Alert color="orange" variant="light">
            {failure}
          </Alert>
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              {t('planItems.close')}
            </Button>
          </Group>
        </Stack>
      ) : (
        <Center py="xl">
          <Loader aria-label={t('app.loading')} />
        </Center>
      )}
    </Modal>
  );
}
