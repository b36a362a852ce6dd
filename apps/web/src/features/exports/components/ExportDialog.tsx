import {
  Alert,
  Button,
  Center,
  Checkbox,
  Group,
  Loader,
  Modal,
  Radio,
  Stack,
  Text,
} from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  DEFAULT_LANGUAGE,
  EXPORT_FILE_LIFETIME_DAYS,
  EXPORT_FORMATS,
  EXPORT_MAX_UNFINISHED_PER_LOCATION,
  EXPORT_MESSAGES,
  EXPORT_PARTS,
  LANGUAGES,
  TEST_PLAN_WORDS,
  educationSector,
  type TEducation,
  type TExportPart,
  type TExportRequest,
  type TLanguage,
} from '@cp/contracts';
import type { TExportButtonProps } from '@/components/ExportButtonSlot';
import { PageForm } from '@/components/form/PageForm';
import { useSchemaForm, type TSchemaForm } from '@/components/form/use-schema-form';
import { ApiError } from '@/lib/api';
import { useEducation } from '@/lib/education-queries';
import { fieldKeyOf } from '@/lib/server-messages';
import { capitalize, useTerms } from '@/lib/use-terms';
import { createExport } from '../api/exports-api';
import { exportRequestOf, initialExportForm, usesYears, type TExportForm } from '../export-form';
import { pendingOf, showExportPending } from '../export-toasts';

/** What the server refused that the dialog explains itself (the rest: generic handling). */
type TServerProblem = 'running' | 'queueFull' | 'unavailable' | 'unknownYear' | 'invalid';

function serverProblemOf(error: unknown): TServerProblem | null {
  if (!(error instanceof ApiError)) return null;
  if (error.status === 409) return 'running';
  // The school has as many exports waiting as it may; any other 429 is "not now" as well.
  if (error.status === 429) return error.code === 'export_queue_full' ? 'queueFull' : 'unavailable';
  if (error.status === 503) return 'unavailable';
  if (error.status === 422) {
    return fieldKeyOf(error, 'year_ids') === EXPORT_MESSAGES.unknownYear
      ? 'unknownYear'
      : 'invalid';
  }
  return null;
}

const asLanguage = (language: string): TLanguage =>
  LANGUAGES.find((item) => item === language) ?? DEFAULT_LANGUAGE;

function useCreateExport(location: string, education: string, onCreated: () => void) {
  return useMutation({
    mutationFn: (request: TExportRequest) => createExport(location, education, request),
    meta: { handlesStatus: [409, 422, 429, 503] },
    onSuccess: (item) => {
      onCreated();
      // At once, not when the realtime state arrives: the same toast (by export id) follows it.
      showExportPending(pendingOf(item));
    },
  });
}

/** The location's words the dialog's texts take. */
function useTermValues() {
  const terms = useTerms();
  return {
    competences: terms.competences,
    learningOutcomes: terms.learningOutcomes,
    learningGoals: terms.learningGoals,
    clusters: terms.clusters,
    educationYear: terms.educationYear,
    educationYears: terms.educationYears,
    education: terms.education,
  };
}

type TExportFormState = TSchemaForm<TExportForm>;

function ExportForm({
  part,
  parts,
  yearId,
  onClose,
  data,
  create,
}: Pick<TExportButtonProps, 'part' | 'parts' | 'yearId'> & {
  onClose: () => void;
  data: TEducation;
  create: ReturnType<typeof useCreateExport>;
}) {
  const { t, i18n } = useTranslation();
  const termValues = useTermValues();
  // What the server refused, said above the buttons until the choices change or the next try.
  const [problem, setProblem] = useState<TServerProblem | null>(null);
  const form = useSchemaForm({
    initial: () =>
      initialExportForm({
        part,
        parts,
        yearId: yearId ?? null,
        language: asLanguage(i18n.language),
      }),
    schema: (schemas) => schemas.ZExportRequestSchema,
    toInput: exportRequestOf,
    // Said as the choice to make, where the schema would say "Dit veld is verplicht".
    check: (input): Record<string, string> => ({
      ...(input.parts.length === 0 ? { parts: t('exports.dialog.partsRequired') } : {}),
      ...(input.year_ids?.length === 0
        ? { yearIds: t('exports.dialog.yearsRequired', termValues) }
        : {}),
    }),
    send: (input) => {
      setProblem(null);
      return create.mutateAsync(input);
    },
    onRefused: (error) => setProblem(serverProblemOf(error)),
    // The server's refusal of the years is the alert's ("the list changed meanwhile").
    fields: ['format', 'language', 'parts', 'yearMode', 'yearIds', 'year_ids'],
  });
  const change: TExportFormState['set'] = (field, value) => {
    form.set(field, value);
    setProblem(null);
  };
  const { values, pending } = form;
  // The test plan is named as the education's sector publishes it: PTA, Examenplan, OER-tabel.
  const partLabel = (item: TExportPart) =>
    item === 'test_plan'
      ? TEST_PLAN_WORDS[asLanguage(i18n.language)].part[educationSector(data.type)]
      : t(`exports.dialog.partLabels.${item}`);

  return (
    <PageForm
      // The choices of an export are no work to lose: closing never asks (docs/exports.md).
      form={{ ...form, dirty: false }}
      submitLabel={t('exports.dialog.submit')}
      actions={
        <Button variant="default" onClick={onClose} disabled={pending}>
          {t('app.cancel')}
        </Button>
      }
    >
      <FormatAndLanguage values={values} change={change} pending={pending} />
      <Checkbox.Group
        label={t('exports.dialog.parts')}
        value={values.parts}
        onChange={(chosen) =>
          change(
            'parts',
            EXPORT_PARTS.filter((item) => chosen.includes(item)),
          )
        }
        error={form.error('parts')}
      >
        <Stack gap={8} mt={6}>
          {EXPORT_PARTS.map((item) => (
            <Checkbox
              key={item}
              value={item}
              label={partLabel(item)}
              description={capitalize(t(`exports.dialog.partHints.${item}`, termValues))}
              disabled={pending}
            />
          ))}
        </Stack>
      </Checkbox.Group>
      {usesYears(values.parts) && <YearsField form={form} change={change} years={data.years} />}
      <Text size="sm" c="dimmed">
        {t('exports.dialog.lifetime', { days: EXPORT_FILE_LIFETIME_DAYS })}
      </Text>
      {problem && (
        <Alert
          color={problem === 'running' || problem === 'queueFull' ? 'yellow' : 'red'}
          variant="light"
          role="alert"
        >
          {t(`exports.dialog.${problem}`, {
            ...termValues,
            max: EXPORT_MAX_UNFINISHED_PER_LOCATION,
          })}
        </Alert>
      )}
    </PageForm>
  );
}

/** The file's format and language. */
function FormatAndLanguage({
  values,
  change,
  pending,
}: {
  values: TExportForm;
  change: TExportFormState['set'];
  pending: boolean;
}) {
  const { t } = useTranslation();
  return (
    <>
      <Radio.Group
        label={t('exports.dialog.format')}
        value={values.format}
        onChange={(value) => {
          const format = EXPORT_FORMATS.find((item) => item === value);
          if (format) change('format', format);
        }}
      >
        <Group gap="lg" mt={6}>
          {EXPORT_FORMATS.map((format) => (
            <Radio
              key={format}
              value={format}
              label={t(`exports.dialog.formats.${format}`)}
              disabled={pending}
            />
          ))}
        </Group>
      </Radio.Group>
      <Radio.Group
        label={t('exports.dialog.language')}
        value={values.language}
        onChange={(value) => change('language', asLanguage(value))}
      >
        <Group gap="lg" mt={6}>
          {LANGUAGES.map((language) => (
            <Radio
              key={language}
              value={language}
              label={t(`exports.dialog.languages.${language}`)}
              disabled={pending}
            />
          ))}
        </Group>
      </Radio.Group>
    </>
  );
}

/** All years, or the years chosen (for the plan and the analysis). */
function YearsField({
  form,
  change,
  years,
}: {
  form: TExportFormState;
  change: TExportFormState['set'];
  years: TEducation['years'];
}) {
  const { t } = useTranslation();
  const terms = useTerms();
  const termValues = useTermValues();
  const { values, pending } = form;
  const yearName = (year: TEducation['years'][number]) =>
    year.name ??
    t('educations.yearName', {
      educationYear: capitalize(terms.educationYear),
      position: year.position,
    });
  return (
    <Stack gap="xs">
      <Radio.Group
        label={t('exports.dialog.years', termValues)}
        description={t('exports.dialog.yearsHint')}
        value={values.yearMode}
        onChange={(value) => change('yearMode', value === 'some' ? 'some' : 'all')}
      >
        <Group gap="lg" mt={6}>
          <Radio value="all" label={t('exports.dialog.allYears', termValues)} disabled={pending} />
          <Radio
            value="some"
            label={t('exports.dialog.someYears', termValues)}
            disabled={pending}
          />
        </Group>
      </Radio.Group>
      {values.yearMode === 'some' && (
        <Checkbox.Group
          label={capitalize(t('exports.dialog.pickYears', termValues))}
          value={values.yearIds.map(String)}
          onChange={(chosen) => change('yearIds', chosen.map(Number))}
          error={form.error('yearIds')}
        >
          <Group gap="md" mt={6}>
            {years.map((year) => (
              <Checkbox
                key={year.id}
                value={String(year.id)}
                label={yearName(year)}
                disabled={pending}
              />
            ))}
          </Group>
        </Checkbox.Group>
      )}
    </Stack>
  );
}

/**
 * The export dialog (docs/exports.md "What a user does"): format, language, parts, years; the
 * file is made in the background and announced in the notifications panel. Mantine's modal traps
 * the focus and returns it to the button that opened it; the form inside is the frame without the
 * dialog (PageForm), since this dialog stays mounted between openings and shows a loader first.
 */
export function ExportDialog({
  opened,
  onClose,
  location,
  education,
  part,
  parts,
  yearId,
}: TExportButtonProps & { opened: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const terms = useTerms();
  const educationQuery = useEducation(location, education);
  const create = useCreateExport(location, education, onClose);
  const name = educationQuery.data?.name ?? capitalize(terms.education);
  const close = () => {
    // Not while the request is out: its answer (a refusal) is said in this dialog.
    if (create.isPending) return;
    create.reset();
    onClose();
  };
  return (
    <Modal
      opened={opened}
      onClose={close}
      title={t('exports.dialog.title', { name })}
      size="lg"
      centered
    >
      {/* The modal renders its content only while open, so each opening starts afresh. */}
      {educationQuery.data ? (
        <ExportForm
          part={part}
          parts={parts}
          yearId={yearId}
          onClose={close}
          data={educationQuery.data}
          create={create}
        />
      ) : educationQuery.isError ? (
        <Alert color="red" variant="light">
          {t('exports.dialog.loadFailed', { educationYears: terms.educationYears })}
        </Alert>
      ) : (
        <Center py="md">
          <Loader size="sm" aria-label={t('app.loading')} />
        </Center>
      )}
    </Modal>
  );
}
