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
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import {
  DEFAULT_LANGUAGE,
  EXPORT_FILE_LIFETIME_DAYS,
  EXPORT_FORMATS,
  EXPORT_MAX_UNFINISHED_PER_LOCATION,
  EXPORT_MESSAGES,
  EXPORT_PARTS,
  LANGUAGES,
  type TEducation,
  type TExportRequest,
  type TLanguage,
} from '@cp/contracts';
import type { TExportButtonProps } from '@/components/ExportButtonSlot';
import { ApiError } from '@/lib/api';
import { useEducation } from '@/lib/education-queries';
import { fieldKeyOf } from '@/lib/server-messages';
import { capitalize, useTerms } from '@/lib/use-terms';
import { createExport } from '../api/exports-api';
import {
  exportRequestOf,
  initialExportForm,
  usesYears,
  validateExportForm,
  type TExportForm,
  type TExportFormErrors,
} from '../export-form';
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

function ExportForm({
  part,
  yearId,
  onClose,
  data,
  create,
}: Pick<TExportButtonProps, 'part' | 'yearId'> & {
  onClose: () => void;
  data: TEducation;
  create: ReturnType<typeof useCreateExport>;
}) {
  const { t, i18n } = useTranslation();
  const terms = useTerms();
  const [form, setForm] = useState<TExportForm>(() =>
    initialExportForm({ part, yearId: yearId ?? null, language: asLanguage(i18n.language) }),
  );
  const [errors, setErrors] = useState<TExportFormErrors>({});
  const problem = create.isError ? serverProblemOf(create.error) : null;

  const change = (next: Partial<TExportForm>) => {
    setForm((current) => ({ ...current, ...next }));
    setErrors({});
    create.reset();
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = validateExportForm(form);
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    create.mutate(exportRequestOf(form));
  };

  const yearName = (year: TEducation['years'][number]) =>
    year.name ??
    t('educations.yearName', {
      educationYear: capitalize(terms.educationYear),
      position: year.position,
    });
  const termValues = {
    competences: terms.competences,
    learningOutcomes: terms.learningOutcomes,
    learningGoals: terms.learningGoals,
    clusters: terms.clusters,
    educationYear: terms.educationYear,
    educationYears: terms.educationYears,
    education: terms.education,
  };
  const pending = create.isPending;

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <Radio.Group
          label={t('exports.dialog.format')}
          value={form.format}
          onChange={(value) => {
            const format = EXPORT_FORMATS.find((item) => item === value);
            if (format) change({ format });
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
          value={form.language}
          onChange={(value) => change({ language: asLanguage(value) })}
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

        <Checkbox.Group
          label={t('exports.dialog.parts')}
          value={form.parts}
          onChange={(values) =>
            change({ parts: EXPORT_PARTS.filter((item) => values.includes(item)) })
          }
          error={errors.parts && t(`exports.dialog.${errors.parts}`)}
        >
          <Stack gap={8} mt={6}>
            {EXPORT_PARTS.map((item) => (
              <Checkbox
                key={item}
                value={item}
                label={t(`exports.dialog.partLabels.${item}`)}
                description={capitalize(t(`exports.dialog.partHints.${item}`, termValues))}
                disabled={pending}
              />
            ))}
          </Stack>
        </Checkbox.Group>

        {usesYears(form.parts) && (
          <Stack gap="xs">
            <Radio.Group
              label={t('exports.dialog.years', termValues)}
              description={t('exports.dialog.yearsHint')}
              value={form.yearMode}
              onChange={(value) => change({ yearMode: value === 'some' ? 'some' : 'all' })}
            >
              <Group gap="lg" mt={6}>
                <Radio
                  value="all"
                  label={t('exports.dialog.allYears', termValues)}
                  disabled={pending}
                />
                <Radio
                  value="some"
                  label={t('exports.dialog.someYears', termValues)}
                  disabled={pending}
                />
              </Group>
            </Radio.Group>
            {form.yearMode === 'some' && (
              <Checkbox.Group
                label={capitalize(t('exports.dialog.pickYears', termValues))}
                value={form.yearIds.map(String)}
                onChange={(values) => change({ yearIds: values.map(Number) })}
                error={errors.years && t(`exports.dialog.${errors.years}`, termValues)}
              >
                <Group gap="md" mt={6}>
                  {data.years.map((year) => (
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
        )}

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

        <Group justify="flex-end">
          <Button variant="default" onClick={onClose} disabled={pending}>
            {t('app.cancel')}
          </Button>
          <Button type="submit" loading={pending}>
            {t('exports.dialog.submit')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

/**
 * The export dialog (SPEC §2 "export dialogs"): format, language, parts, years; the file is made
 * in the background and announced in the notifications panel. Mantine's modal traps the focus
 * and returns it to the button that opened it.
 */
export function ExportDialog({
  opened,
  onClose,
  location,
  education,
  part,
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
