import { Select } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useChangedSinceOpened } from '@/lib/same-values';
import type { TCluster } from '@cp/contracts';
import { capitalize, useTerms } from '@/lib/use-terms';
import { clusterName } from '../timeline-model';
import { PlanFormModal, useFormSave } from './PlanFormModal';

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
  const [value, setValue] = useState<string | null>(
    candidates[0] ? String(candidates[0].id) : null,
  );
  const { errors, setErrors, pending, save } = useFormSave(onClose);
  const dirty = useChangedSinceOpened({ value });
  const chosen = candidates.find((cluster) => String(cluster.id) === value);
  const submit = () => {
    if (!chosen) {
      setErrors({ cluster_id: t('planScreen.choice.required', { cluster: terms.cluster }) });
      return;
    }
    void save(() => onSave(chosen));
  };
  return (
    <PlanFormModal
      title={t('planScreen.choice.title', { name: electiveName })}
      pending={pending}
      dirty={dirty}
      onClose={onClose}
      onSubmit={submit}
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
        value={value}
        onChange={setValue}
        searchable
        allowDeselect={false}
        error={errors.cluster_id}
        required
      />
    </PlanFormModal>
  );
}
