import { Alert, Button, Center, Loader, Stack } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TYearPlan } from '@cp/contracts';
import { capitalize, useTerms } from '@/lib/use-terms';
import { DetailsHeading } from './DetailsHeading';
import { DetailsTabs, type TDetailsTab } from './DetailsTabs';
import { DialogCountContext } from './dialog-open';
import { useDetails } from './use-details';
import { useDialogCount } from './use-dialog-count';

export interface TPlannedClusterDetailsProps {
  location: string;
  education: string;
  plan: TYearPlan;
  plannedClusterId: number;
  readOnly: boolean;
  onClose: () => void;
  /** Whether the panel names the cluster itself; false where its frame's title already does. */
  withName?: boolean;
  /**
   * Told when a form or question of the panel opens (true) and when the last one closes
   * (false): a drawer around the panel should not close on Escape meanwhile (dialog-open.ts).
   */
  onDialogChange?: (open: boolean) => void;
}

/**
 * Everything of one planned cluster (docs/plan.md "Model" and "Screen"): its comment, tests, check
 * moments, learning activities, links between tests and activities, and materials and data files,
 * each list in a tab. The forms show the optional fields the location switched on (/admin/plan).
 * Read-only: the values without buttons or forms. Rendered in the timeline's drawer, loaded on
 * demand.
 */
export default function PlannedClusterDetails({
  location,
  education,
  plan,
  plannedClusterId,
  readOnly,
  onClose,
  withName = true,
  onDialogChange,
}: TPlannedClusterDetailsProps) {
  const { t } = useTranslation();
  const terms = useTerms();
  const { details, loading, failed } = useDetails({
    location,
    education,
    plan,
    plannedClusterId,
    readOnly,
  });
  const [tab, setTab] = useState<TDetailsTab>('tests');
  const countDialog = useDialogCount(onDialogChange);

  if (!details) {
    return (
      <Stack gap="md">
        <Alert color="orange" variant="light">
          {t('planItems.gone', { cluster: terms.cluster })}
        </Alert>
        <Button variant="default" onClick={onClose} w="fit-content">
          {t('planItems.close')}
        </Button>
      </Stack>
    );
  }

  const { planned, cluster } = details;
  const name = cluster ? `${cluster.index} ${cluster.title}` : capitalize(terms.cluster);

  return (
    <DialogCountContext.Provider value={countDialog}>
      <Stack gap="md">
        <DetailsHeading
          name={name}
          cluster={cluster}
          planned={planned}
          readOnly={readOnly}
          withName={withName}
        />
        {failed && (
          <Alert color="orange" variant="light">
            {t('planItems.loadFailed')}
          </Alert>
        )}
        {loading ? (
          <Center py="lg">
            <Loader aria-label={t('app.loading')} />
          </Center>
        ) : (
          <DetailsTabs details={details} name={name} tab={tab} onTab={setTab} />
        )}
      </Stack>
    </DialogCountContext.Provider>
  );
}
