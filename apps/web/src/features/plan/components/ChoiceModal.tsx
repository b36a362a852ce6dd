import { Select } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { TCluster } from '@cp/contracts';
import { idOf } from '@/components/form/body-values';
import { capitalize, useTerms } from '@/lib/use-terms';
import { clusterName } from '../timeline-model';
import { PlanFormModal, usePlanForm } from './PlanFormModal';

/**
 * Adds a choice to an elective slot: one of the elective's design clusters not planned in this
 * year. It gets the slot's weeks. The server refuses it when no place is left (noPlaceLeft).
 */
export function ChoiceModal({
  electiveName,
  candidates,
  onSave,
  onClose,
}: {
  electiveName: string;
  candidates: TCluster[];
  onSave: (cluster: TCluster) => Promise<unknown>;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const terms = useTerms();
  const form = usePlanForm({
    initial: { cluster_id: candidates[0] ? String(candidates[0].id) : null },
    schema: (schemas) => schemas.ZElectiveChoiceCreateSchema,
    toInput: (values) => ({
      cluster_id: idOf(values.cluster_id),
    }),
    check: (input): Record<string, string> =>
      input.cluster_id === null
        ? { cluster_id: t('planScreen.choice.required', { cluster: terms.cluster }) }
        : {},
    // The check passed: a cluster of the list is chosen.
    send: (input) =>
      onSave(candidates.find((cluster) => cluster.id === input.cluster_id) as TCluster),
    onClose,
  });
  return (
    <PlanFormModal
      title={t('planScreen.choice.title', { name: electiveName })}
      form={form}
      onClose={onClose}
    >
      <Select
        label={capitalize(terms.cluster)}
        description={
          candidates.length === 0
            ? t('planScreen.choice.none', { clusters: terms.clusters })
            : t('planScreen.choice.hint', { electiveSubject: terms.electiveSubject })
        }
        data={candidates.map((cluster) => ({
          value: String(cluster.id),
          label: clusterName(cluster),
        }))}
        {...form.input('cluster_id')}
        searchable
        allowDeselect={false}
        required
      />
    </PlanFormModal>
  );
}
