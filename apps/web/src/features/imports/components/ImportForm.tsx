import { Alert, Box, FileInput, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useTranslation } from 'react-i18next';
import { IMPORT_MAX_ROWS, type TImportSummary } from '@cp/contracts';
import { PageForm } from '@/components/form/PageForm';
import { useSchemaForm } from '@/components/form/use-schema-form';
import { useImportUsers } from '../api/import-users';
import { fileProblem, uploadProblem, type TImportProblem } from './import-file-rules';
import { SampleLinks } from '@/components/SampleLinks';

/** Choose a file, send it, and hand the summary up; a wrong file is explained right here. */
export function ImportForm({
  locationId,
  onImported,
}: {
  locationId: number;
  /** The summary of the last import; null while a new file is sent or after a refusal. */
  onImported: (summary: TImportSummary | null) => void;
}) {
  const { t } = useTranslation();
  const importUsers = useImportUsers(locationId);
  const problemText = (problem: TImportProblem): string =>
    problem === 'tooManyRows'
      ? t('imports.tooManyRows', { max: IMPORT_MAX_ROWS })
      : t(`imports.${problem}`);
  const atFile = (problem: TImportProblem | null): Record<string, string> =>
    problem ? { file: problemText(problem) } : {};
  const form = useSchemaForm({
    initial: { file: null as File | null },
    // The file is the whole body (multipart): the screen checks its name and size, no schema.
    check: (input) => atFile(fileProblem(input.file)),
    send: ({ file }) => {
      onImported(null);
      // The check passed: a file is chosen.
      return importUsers.mutateAsync(file as File);
    },
    onSaved: (summary) => {
      onImported(summary);
      if (summary.failed.length > 0) {
        notifications.show({ color: 'red', message: t('imports.partialFailure') });
      } else {
        notifications.show({
          color: 'green',
          message: t('imports.success', { count: summary.invited.length }),
        });
      }
    },
    refusalFields: (error) => atFile(uploadProblem(error)),
    onRefused: (error) => {
      const refused = uploadProblem(error);
      // The file as a whole was refused: nobody was invited.
      notifications.show({
        color: 'red',
        message: refused ? problemText(refused) : t('imports.failure'),
      });
    },
  });
  const error = form.error('file');
  // A wrong file is explained in the alert, with the sample files; the field is only marked.
  const invalidFile = error === problemText('invalidFile');

  return (
    <Box maw={560}>
      <PageForm form={form} submitLabel={t('imports.submit')}>
        {invalidFile && (
          <Alert color="red" variant="light" role="alert" title={t('imports.invalidFile')}>
            <Stack gap="xs">
              <Text size="sm">{t('imports.invalidFileHint')}</Text>
              <SampleLinks locationId={locationId} />
            </Stack>
          </Alert>
        )}
        <FileInput
          label={t('imports.file')}
          placeholder={t('imports.filePlaceholder')}
          accept=".csv,.xlsx,text/csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
          {...form.input('file')}
          error={invalidFile ? true : error}
          clearable
          required
        />
      </PageForm>
    </Box>
  );
}
