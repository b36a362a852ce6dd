import { useTranslation } from 'react-i18next';
import type { TCluster } from '@cp/contracts';
import { decimalInputText } from '@/lib/number-format';
import { useItemForm } from './item-form';

/** The form of a cluster: every field of the contract as its input shows it, and its body. */
export function useClusterForm(
  where: { location: string; education: string },
  cluster: TCluster | undefined,
  onClose: () => void,
) {
  const { i18n } = useTranslation();
  return useItemForm(
    { ...where, kind: 'clusters', id: cluster?.id },
    {
      initial: () => ({
        index: cluster?.index ?? '',
        title: cluster?.title ?? '',
        short_title: cluster?.short_title ?? '',
        details: cluster?.details ?? '',
        // As the user writes it: "2,5" in Dutch (the server takes both separators).
        ects: decimalInputText(cluster?.ects ?? null, i18n.language),
        course_code: cluster?.course_code ?? '',
        requirements: cluster?.requirements ?? '',
        coordinator: cluster?.coordinator ?? '',
        // NumberInput hands over text while the input is not a number.
        cluster_width: (cluster?.cluster_width ?? 1) as string | number,
        color: cluster?.color ?? '',
        goal_ids: cluster?.goal_ids.map(String) ?? [],
        subject_ids: cluster?.subject_ids.map(String) ?? [],
      }),
      toInput: (values) => ({
        index: values.index.trim(),
        title: values.title.trim(),
        short_title: values.short_title.trim(),
        details: values.details.trim(),
        ects: values.ects.trim() === '' ? null : values.ects.trim(),
        course_code: values.course_code.trim() || null,
        requirements: values.requirements.trim() || null,
        coordinator: values.coordinator.trim() || null,
        // Text the NumberInput could not read is no number (NaN): the schema says why.
        cluster_width: Number(values.cluster_width),
        color: values.color === '' ? null : values.color,
        goal_ids: values.goal_ids.map(Number),
        subject_ids: values.subject_ids.map(Number),
      }),
      name: (input) => `${input.index} ${input.title}`,
      onSaved: onClose,
    },
  );
}
