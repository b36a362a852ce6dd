import { Button, Group, Modal, MultiSelect, Stack, Textarea, TextInput } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useMemo, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import {
  DESIGN_LIMITS,
  type TClusterGroup,
  type TDesign,
  type TElective,
  type TSubject,
} from '@cp/contracts';
import { capitalize, useTerms } from '@/lib/use-terms';
import { useCreateItem } from '../api/create-item';
import { useUpdateItem } from '../api/update-item';
import { designFieldErrors, notifyDesignFailure } from '../design-errors';
import { fieldError } from './field-error';
import type { TNamedKind } from './NamedListPanel';

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
  const { t } = useTranslation();
  const terms = useTerms();
  const create = useCreateItem(location, education, kind);
  const update = useUpdateItem(location, education, kind);
  const pending = create.isPending || update.isPending;
  const word = {
    subjects: terms.subject,
    'cluster-groups': terms.clusterGroup,
    electives: terms.electiveSubject,
  }[kind];
  const withClusters = kind !== 'subjects';

  const [title, setTitle] = useState(item?.title ?? '');
  const [details, setDetails] = useState(item?.details ?? '');
  const [ects, setEcts] = useState(item && 'default_ects' in item ? (item.default_ects ?? '') : '');
  const [clusterIds, setClusterIds] = useState<string[]>(
    item && 'cluster_ids' in item ? item.cluster_ids.map(String) : [],
  );
  const [errors, setErrors] = useState<Record<string, string>>({});
  const clusters = useMemo(
    () =>
      design.clusters.map((cluster) => ({
        value: String(cluster.id),
        label: `${cluster.index} ${cluster.title}`,
      })),
    [design.clusters],
  );
  const error = (field: string) => fieldError(errors, field);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const base = { title: title.trim(), details: details.trim() || null };
    const cluster_ids = clusterIds.map(Number);
    const input =
      kind === 'subjects'
        ? base
        : kind === 'cluster-groups'
          ? { ...base, cluster_ids }
          : { ...base, cluster_ids, default_ects: ects.trim() === '' ? null : ects.trim() };
    const options = {
      onSuccess: () => {
        notifications.show({ color: 'teal', message: t('design.saved', { name: base.title }) });
        onClose();
      },
      onError: (failure: unknown) => {
        setErrors(designFieldErrors(failure, t));
        notifyDesignFailure(failure, t, t('design.saveFailed', { item: word }));
      },
    };
    setErrors({});
    // The body fits `kind` (built above per kind); TypeScript cannot narrow the generic here.
    const body = input as Parameters<typeof create.mutate>[0];
    if (item) update.mutate({ id: item.id, input: body }, options);
    else create.mutate(body, options);
  };

  return (
    <Modal
      opened
      onClose={pending ? () => undefined : onClose}
      title={capitalize(t(item ? 'design.formEdit' : 'design.formCreate', { item: word }))}
      size="lg"
    >
      <form onSubmit={submit} noValidate>
        <Stack gap="sm">
          <TextInput
            label={t('design.fields.title')}
            value={title}
            onChange={(event) => setTitle(event.currentTarget.value)}
            error={error('title')}
            maxLength={DESIGN_LIMITS.titleMaxLength}
            withAsterisk
            data-autofocus
          />
          <Textarea
            label={capitalize(terms.description)}
            value={details}
            onChange={(event) => setDetails(event.currentTarget.value)}
            error={error('details')}
            rows={3}
          />
          {kind === 'electives' && (
            <TextInput
              label={t('design.fields.defaultCredits', { credits: terms.credits })}
              description={t('design.fields.creditsHint')}
              value={ects}
              onChange={(event) => setEcts(event.currentTarget.value)}
              error={error('default_ects')}
              inputMode="decimal"
              w={200}
            />
          )}
          {withClusters && (
            <MultiSelect
              label={capitalize(terms.clusters)}
              placeholder={clusterIds.length === 0 ? t('design.pickerHint') : undefined}
              data={clusters}
              value={clusterIds}
              onChange={setClusterIds}
              error={error('cluster_ids')}
              searchable
              clearable
              limit={100}
              maxDropdownHeight={320}
              nothingFoundMessage={t('design.nothingFound')}
            />
          )}
          <Group justify="flex-end" mt="sm">
            <Button variant="default" onClick={onClose} disabled={pending}>
              {t('design.cancel')}
            </Button>
            <Button type="submit" loading={pending}>
              {t('design.save')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
