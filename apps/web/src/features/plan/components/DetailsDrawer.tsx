import { Center, Drawer, Loader } from '@mantine/core';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import type { TTermWords, TYearPlan } from '@cp/contracts';
import { capitalize } from '@/lib/use-terms';

const PlannedClusterDetails = lazy(() => import('./details/PlannedClusterDetails'));

/** The details of a planned cluster in a side drawer (loaded when first opened). */
export function DetailsDrawer({
  location,
  education,
  plan,
  plannedClusterId,
  readOnly,
  terms,
  dialogOpen,
  onDialogChange,
  onClose,
}: {
  location: string;
  education: string;
  plan: TYearPlan;
  /** The planned cluster shown, or null for a closed drawer. */
  plannedClusterId: number | null;
  readOnly: boolean;
  terms: TTermWords;
  /** A form open inside the details: Escape then closes that form, not the drawer. */
  dialogOpen: boolean;
  onDialogChange: (open: boolean) => void;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  return (
    <Drawer
      opened={plannedClusterId !== null}
      onClose={() => {
        onClose();
        onDialogChange(false);
      }}
      closeOnEscape={!dialogOpen}
      position="right"
      size="xl"
      // The panel names the cluster itself; the drawer says what it is.
      title={capitalize(t('planScreen.detailsTitle', { cluster: terms.cluster }))}
    >
      {plannedClusterId !== null && (
        <Suspense
          fallback={
            <Center py="xl">
              <Loader aria-label={t('app.loading')} />
            </Center>
          }
        >
          <PlannedClusterDetails
            location={location}
            education={education}
            plan={plan}
            plannedClusterId={plannedClusterId}
            readOnly={readOnly}
            onClose={onClose}
            onDialogChange={onDialogChange}
          />
        </Suspense>
      )}
    </Drawer>
  );
}
