import { Textarea, TextInput } from '@mantine/core';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import {
  DESIGN_LIMITS,
  type TClusterGroup,
  type TDesign,
  type TElective,
  type TSubject,
} from '@cp/contracts';
import { decimalInputText } from '@/lib/number-format';
import { capitalize, useTerms } from '@/lib/use-terms';
import type { TNamedKind } from '../lists/DesignListPanel';
import { LinkPicker } from '@/components/form/FormModal';
import { DesignFormModal } from './DesignFormModal';
import { useItemForm } from './item-form';

/** Add or edit a subject, cluster group (with its clusters) or elective (credits, clusters). */
export default function NamedFormModal({
  kind,
  design,
  location,
  education,
  item,
  onClose,
}: {
  kind: TNamedKind;
  design: TDesign;
  location: string;
  education: string;
  item?: TSubject | TClusterGroup | TElective;
  onClose: () => void;
}) {
  const { t, i18n } = useTranslation();
  const terms = useTerms();
  const form = useItemForm(
    { location, education, kind, id: item?.id },
    {
      initial: () => ({
        title: item?.title ?? '',
        details: item?.details ?? '',
        // As the user writes it: "2,5" in Dutch (the server takes both separators).
        default_ects:
          item && 'default_ects' in item ? decimalInputText(item.default_ects, i18n.language) : '',
        cluster_ids: item && 'cluster_ids' in item ? item.cluster_ids.map(String) : [],
      }),
      toInput: (values) => {
        const base = { title: values.title.trim(), details: values.details.trim() || null };
        const cluster_ids = values.cluster_ids.map(Number);
        const ects = values.default_ects.trim();
        return kind === 'subjects'
          ? base
          : kind === 'cluster-groups'
            ? { ...base, cluster_ids }
            : { ...base, cluster_ids, default_ects: ects === '' ? null : ects };
      },
      name: (input) => input.title,
      onSaved: onClose,
    },
  );
  const { values, text, set, error } = form;
  const clusters = useMemo(
    () =>
      design.clusters.map((cluster) => ({
        value: String(cluster.id),
        label: `${cluster.index} ${cluster.title}`,
      })),
    [design.clusters],
  );

  return (
    <DesignFormModal
      kind={kind}
      editing={item !== undefined}
      size="lg"
      form={form}
      onClose={onClose}
    >
      <TextInput
        label={t('design.fields.title')}
        {...text('title')}
        maxLength={DESIGN_LIMITS.titleMaxLength}
        withAsterisk
        data-autofocus
      />
      <Textarea label={capitalize(terms.description)} {...text('details')} rows={3} />
      {kind === 'electives' && (
        <TextInput
          label={t('design.fields.defaultCredits', { credits: terms.credits })}
          description={t('design.fields.creditsHint')}
          {...text('default_ects')}
          inputMode="decimal"
          w={200}
        />
      )}
      {kind !== 'subjects' && (
        <LinkPicker
          label={capitalize(terms.clusters)}
          data={clusters}
          value={values.cluster_ids}
          onChange={(value) => set('cluster_ids', value)}
          error={error('cluster_ids')}
        />
      )}
    </DesignFormModal>
  );
}
