import { Alert, Button, FileInput, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { IMPORT_MAX_ROWS, type TImportSummary } from '@cp/contracts';
import { useImportUsers } from '../api/import-users';
import { fileProblem, uploadProblem, type TImportProblem } from './import-file-rules';
import { SampleLinks } from './SampleLinks';

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
  const [file, setFile] = useState<File | null>(null);
  const [problem, setProblem] = useState<TImportProblem | null>(null);

  const problemText = (found: TImportProblem): string => {
    return found === 'tooManyRows'
      ? t('imports.tooManyRows', { max: IMPORT_MAX_ROWS })
      : t(`imports.${found}`);
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = fileProblem(file);
    setProblem(found);
    if (found || !file) return;
    onImported(null);
    importUsers.mutate(file, {
      onSuccess: (summary) => {
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
      onError: (error) => {
        const refused = uploadProblem(error);
        setProblem(refused);
        // The file as a whole was refused: nobody was invited.
        notifications.show({
          color: 'red',
          message: refused ? problemText(refused) : t('imports.failure'),
        });
      },
    });
  };

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md" maw={560}>
        {problem === 'invalidFile' && (
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
          value={file}
          onChange={(value) => {
            setFile(value);
            setProblem(null);
          }}
          // A wrong file is explained in the alert above; the field is only marked.
          error={problem === 'invalidFile' ? true : problem ? problemText(problem) : undefined}
          clearable
          required
        />
        <Button type="submit" loading={importUsers.isPending} w="fit-content">
          {t('imports.submit')}
        </Button>
      </Stack>
    </form>
  );
}
