import { Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useChangedSinceOpened } from '@/lib/same-values';
import { defaultRange, type TCluster } from '@cp/contracts';
import { useTerms } from '@/lib/use-terms';
import { clusterName } from '../timeline-model';
import { checkWeeks, isWeekRange, PlanFormModal, useFormSave, WeekFields } from './PlanFormModal';

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
  const initial = defaultRange(1, cluster.cluster_width, weeks);
  const [range, setRange] = useState({ start: initial.start_week, end: initial.end_week } as {
    start: number | string;
    end: number | string;
  });
  const [endTouched, setEndTouched] = useState(false);
  const { errors, setErrors, pending, save } = useFormSave(onClose);
  const dirty = useChangedSinceOpened({ range });

  const submit = () => {
    const checked = checkWeeks(range, weeks, t, terms);
    if (!isWeekRange(checked)) {
      setErrors(checked);
      return;
    }
    void save(() => onSave(checked));
  };

  return (
    <PlanFormModal
      title={t('planScreen.place.title', { name: clusterName(cluster) })}
      pending={pending}
      dirty={dirty}
      onClose={onClose}
      onSubmit={submit}
      formError={errors.cluster_id}
    >
      <Text size="sm" c="dimmed">
        {t('planScreen.place.text', {
          cluster: terms.cluster,
          count: cluster.cluster_width,
        })}
      </Text>
      <WeekFields
        weeks={weeks}
        value={range}
        onChange={(next) => {
          const start = Number(next.start);
          // The end follows the start (default width) until the user sets it.
          if (next.end !== range.end) setEndTouched(true);
          else if (
            !endTouched &&
            next.start !== range.start &&
            Number.isInteger(start) &&
            start >= 1
          ) {
            next = { ...next, end: defaultRange(start, cluster.cluster_width, weeks).end_week };
          }
          setRange(next);
        }}
        errors={errors}
      />
    </PlanFormModal>
  );
}
