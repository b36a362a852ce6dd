import { Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { defaultRange, type TCluster } from '@cp/contracts';
import { useTerms } from '@/lib/use-terms';
import { clusterName } from '../timeline-model';
import { numberOf, type TNumberValue } from '@/components/form/body-values';
import { PlanFormModal, usePlanForm, WeekFields } from './PlanFormModal';

/**
 * Plans a design cluster without dragging (the keyboard way): its first week, and its last
 * week, which follows the cluster's default width until the user changes it.
 */
export function PlaceClusterModal({
  cluster,
  weeks,
  onSave,
  onClose,
}: {
  cluster: TCluster;
  weeks: number;
  onSave: (range: { start_week: number; end_week: number }) => Promise<unknown>;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const terms = useTerms();
  const [endTouched, setEndTouched] = useState(false);
  const form = usePlanForm({
    initial: () => {
      const range = defaultRange(1, cluster.cluster_width, weeks);
      return {
        start_week: range.start_week as TNumberValue,
        end_week: range.end_week as TNumberValue,
      };
    },
    // The weeks of a planned cluster, as when it is moved (the cluster is known).
    schema: (schemas) => schemas.ZPlannedClusterUpdateSchema,
    toInput: (values) => ({
      start_week: numberOf(values.start_week),
      end_week: numberOf(values.end_week),
    }),
    weeks,
    // The schema passed: both weeks are numbers.
    send: (input) => onSave(input as { start_week: number; end_week: number }),
    onClose,
  });
  const start = form.input('start_week');
  const end = form.input('end_week');

  return (
    <PlanFormModal
      title={t('planScreen.place.title', { name: clusterName(cluster) })}
      form={form}
      onClose={onClose}
    >
      <Text size="sm" c="dimmed">
        {t('planScreen.place.text', {
          cluster: terms.cluster,
          count: cluster.cluster_width,
        })}
      </Text>
      <WeekFields
        weeks={weeks}
        start={{
          ...start,
          onChange: (value) => {
            start.onChange(value);
            const week = Number(value);
            // The end follows the start (default width) until the user sets it.
            if (!endTouched && value !== '' && Number.isInteger(week) && week >= 1) {
              end.onChange(defaultRange(week, cluster.cluster_width, weeks).end_week);
            }
          },
        }}
        end={{
          ...end,
          onChange: (value) => {
            setEndTouched(true);
            end.onChange(value);
          },
        }}
      />
    </PlanFormModal>
  );
}
