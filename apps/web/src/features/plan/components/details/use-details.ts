import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { educationSector, type TPlanField, type TYearPlan } from '@cp/contracts';
import { useCatalogueItems } from '@/lib/catalogue-queries';
import { useEducation } from '@/lib/education-queries';
import { usePlanDesign } from '@/features/plan/api/plan-design';
import { usePlanFields } from '@/features/plan/api/get-plan-fields';
import type { TDetails } from './details-model';

/**
 * What every section of one planned cluster's details reads (null when the planned cluster is
 * gone from the plan), and whether what it loads is still loading or could not be read.
 */
export function useDetails({
  location,
  education,
  plan,
  plannedClusterId,
  readOnly,
}: {
  location: string;
  education: string;
  plan: TYearPlan;
  plannedClusterId: number;
  readOnly: boolean;
}) {
  const { i18n } = useTranslation();
  const locationId = Number(location);
  const designQuery = usePlanDesign(location, education);
  const formatsQuery = useCatalogueItems('testFormats', locationId);
  const activitiesQuery = useCatalogueItems('activities', locationId);
  const fieldsQuery = usePlanFields(locationId);
  // Only for the words of the test plan: the panel does not wait for it (the plan screen has it).
  const educationType = useEducation(location, education).data?.type;

  const planned = plan.planned_clusters.find((item) => item.id === plannedClusterId);
  const cluster = designQuery.data?.clusters.find((item) => item.id === planned?.cluster_id);
  const fields = fieldsQuery.data;

  const details = useMemo<TDetails | null>(
    () =>
      planned
        ? {
            scope: { location, education, yearId: plan.year.id },
            plan,
            planned,
            cluster,
            design: designQuery.data,
            formats: formatsQuery.data ?? [],
            activities: activitiesQuery.data ?? [],
            // Until the settings are known (or when they cannot be read) every field shows.
            shows: (field: TPlanField) => fields?.[field] !== false,
            readOnly,
            language: i18n.language,
            sector: educationType ? educationSector(educationType) : null,
          }
        : null,
    [
      planned,
      location,
      education,
      plan,
      cluster,
      designQuery.data,
      formatsQuery.data,
      activitiesQuery.data,
      fields,
      readOnly,
      i18n.language,
      educationType,
    ],
  );

  const loading =
    designQuery.isPending ||
    formatsQuery.isPending ||
    activitiesQuery.isPending ||
    fieldsQuery.isPending;
  const failed =
    designQuery.isError || formatsQuery.isError || activitiesQuery.isError || fieldsQuery.isError;
  return { details, loading, failed };
}
