import {
  Button,
  ColorInput,
  Group,
  Modal,
  MultiSelect,
  NumberInput,
  SimpleGrid,
  Stack,
  Textarea,
  TextInput,
} from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useMemo, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { DESIGN_LIMITS, type TCluster, type TDesign } from '@cp/contracts';
import { capitalize, useTerms } from '@/lib/use-terms';
import { useCreateItem } from '../api/create-item';
import { useUpdateItem } from '../api/update-item';
import { designFieldErrors, designMessage, notifyDesignFailure } from '../design-errors';
import { fieldError } from './field-error';

/** The goals as "index title", grouped by their learning outcome (with its competence). */
export function goalOptions(design: TDesign) {
  const competences = new Map(design.competences.map((c) => [c.id, c]));
  const goalsByOutcome = new Map<number, { value: string; label: string }[]>();
  for (const goal of design.learning_goals) {
    const list = goalsByOutcome.get(goal.learning_outcome_id) ?? [];
    list.push({ value: String(goal.id), label: `${goal.index} ${goal.title}` });
    goalsByOutcome.set(goal.learning_outcome_id, list);
  }
  return design.learning_outcomes.flatMap((outcome) => {
    const items = goalsByOutcome.get(outcome.id);
    if (!items) return [];
    const competence = competences.get(outcome.competence_id);
    const prefix = competence ? `${competence.index} › ` : '';
    return [{ group: `${prefix}${outcome.index} ${outcome.title}`, items }];
  });
}

/** Add or edit a cluster: every field of the contract, its learning goals and subjects. */
export default function ClusterFormModal({
  design,
  location,
  education,
  cluster,
  onClose,
}: {
  design: TDesign;
  location: string;
  education: string;
  /** The cluster to edit; without it a new one is added at the end. */
  cluster?: TCluster;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const terms = useTerms();
  const create = useCreateItem(location, education, 'clusters');
  const update = useUpdateItem(location, education, 'clusters');
  const pending = create.isPending || update.isPending;

  const [index, setIndex] = useState(cluster?.index ?? '');
  const [title, setTitle] = useState(cluster?.title ?? '');
  const [shortTitle, setShortTitle] = useState(cluster?.short_title ?? '');
  const [details, setDetails] = useState(cluster?.details ?? '');
  const [ects, setEcts] = useState(cluster?.ects ?? '');
  const [courseCode, setCourseCode] = useState(cluster?.course_code ?? '');
  const [requirements, setRequirements] = useState(cluster?.requirements ?? '');
  const [coordinator, setCoordinator] = useState(cluster?.coordinator ?? '');
  const [width, setWidth] = useState<string | number>(cluster?.cluster_width ?? 1);
  const [color, setColor] = useState(cluster?.color ?? '');
  const [goalIds, setGoalIds] = useState<string[]>(cluster?.goal_ids.map(String) ?? []);
  const [subjectIds, setSubjectIds] = useState<string[]>(cluster?.subject_ids.map(String) ?? []);
  const [errors, setErrors] = useState<Record<string, string>>({});

  const goals = useMemo(() => goalOptions(design), [design]);
  const subjects = useMemo(
    () => design.subjects.map((subject) => ({ value: String(subject.id), label: subject.title })),
    [design.subjects],
  );
  const error = (field: string) => fieldError(errors, field);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (typeof width !== 'number') {
      setErrors({ cluster_width: designMessage(t, 'widthRange') });
      return;
    }
    const input = {
      index: index.trim(),
      title: title.trim(),
      short_title: shortTitle.trim(),
      details: details.trim(),
      ects: ects.trim() === '' ? null : ects.trim(),
      course_code: courseCode.trim() || null,
      requirements: requirements.trim() || null,
      coordinator: coordinator.trim() || null,
      cluster_width: width,
      color: color === '' ? null : color,
      goal_ids: goalIds.map(Number),
      subject_ids: subjectIds.map(Number),
    };
    const options = {
      onSuccess: () => {
        notifications.show({
          color: 'teal',
          message: t('design.saved', { name: `${input.index} ${input.title}` }),
        });
        onClose();
      },
      onError: (failure: unknown) => {
        setErrors(designFieldErrors(failure, t));
        notifyDesignFailure(failure, t, t('design.saveFailed', { item: terms.cluster }));
      },
    };
    setErrors({});
    if (cluster) update.mutate({ id: cluster.id, input }, options);
    else create.mutate(input, options);
  };

  return (
    <Modal
      opened
      onClose={pending ? () => undefined : onClose}
      title={capitalize(
        t(cluster ? 'design.formEdit' : 'design.formCreate', { item: terms.cluster }),
      )}
      size="xl"
    >
      <form onSubmit={submit} noValidate>
        <Stack gap="sm">
          <SimpleGrid cols={{ base: 1, sm: 3 }}>
            <TextInput
              label={t('design.fields.index')}
              description={t('design.fields.indexHint')}
              value={index}
              onChange={(event) => setIndex(event.currentTarget.value)}
              error={error('index')}
              maxLength={DESIGN_LIMITS.indexMaxLength}
              withAsterisk
              data-autofocus
            />
            <TextInput
              label={t('design.fields.shortTitle')}
              value={shortTitle}
              onChange={(event) => setShortTitle(event.currentTarget.value)}
              error={error('short_title')}
              maxLength={DESIGN_LIMITS.shortTitleMaxLength}
              withAsterisk
            />
            <TextInput
              label={t('design.fields.courseCode')}
              value={courseCode}
              onChange={(event) => setCourseCode(event.currentTarget.value)}
              error={error('course_code')}
              maxLength={DESIGN_LIMITS.shortTitleMaxLength}
            />
          </SimpleGrid>
          <TextInput
            label={t('design.fields.title')}
            value={title}
            onChange={(event) => setTitle(event.currentTarget.value)}
            error={error('title')}
            maxLength={DESIGN_LIMITS.titleMaxLength}
            withAsterisk
          />
          <Textarea
            label={capitalize(terms.description)}
            value={details}
            onChange={(event) => setDetails(event.currentTarget.value)}
            error={error('details')}
            rows={4}
            withAsterisk
          />
          <SimpleGrid cols={{ base: 1, sm: 3 }}>
            <TextInput
              label={capitalize(terms.credits)}
              description={t('design.fields.creditsHint')}
              value={ects}
              onChange={(event) => setEcts(event.currentTarget.value)}
              error={error('ects')}
              inputMode="decimal"
            />
            <NumberInput
              label={t('design.fields.width')}
              value={width}
              onChange={setWidth}
              error={error('cluster_width')}
              min={1}
              max={DESIGN_LIMITS.maxClusterWidth}
              allowDecimal={false}
              allowNegative={false}
              withAsterisk
            />
            <ColorInput
              label={t('design.fields.color')}
              placeholder={t('design.noColor')}
              value={color}
              onChange={setColor}
              error={error('color')}
              format="hex"
            />
          </SimpleGrid>
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <TextInput
              label={t('design.fields.coordinator')}
              value={coordinator}
              onChange={(event) => setCoordinator(event.currentTarget.value)}
              error={error('coordinator')}
              maxLength={DESIGN_LIMITS.titleMaxLength}
            />
            <Textarea
              label={t('design.fields.requirements')}
              value={requirements}
              onChange={(event) => setRequirements(event.currentTarget.value)}
              error={error('requirements')}
              rows={3}
            />
          </SimpleGrid>
          <MultiSelect
            label={capitalize(terms.learningGoals)}
            placeholder={goalIds.length === 0 ? t('design.pickerHint') : undefined}
            data={goals}
            value={goalIds}
            onChange={setGoalIds}
            error={error('goal_ids')}
            searchable
            clearable
            limit={100}
            maxDropdownHeight={320}
            nothingFoundMessage={t('design.nothingFound')}
          />
          <MultiSelect
            label={capitalize(terms.subjects)}
            placeholder={subjectIds.length === 0 ? t('design.pickerHint') : undefined}
            data={subjects}
            value={subjectIds}
            onChange={setSubjectIds}
            error={error('subject_ids')}
            searchable
            clearable
            limit={100}
            nothingFoundMessage={t('design.nothingFound')}
          />
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
