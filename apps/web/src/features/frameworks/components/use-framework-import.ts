import { notifications } from '@mantine/notifications';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FRAMEWORK_IMPORT_MAX_FILES, messageKeys, type TFrameworkPreview } from '@cp/contracts';
import { useSchemaForm } from '@/components/form/use-schema-form';
import { ApiError } from '@/lib/api';
import { notifyRefusal } from '@/lib/notify-refusal';
import { fieldKeyOf, messageText, refusalText } from '@/lib/server-messages';
import { usePreviewFrameworkImport, useApplyFrameworkImport } from '../api/frameworks-queries';
import {
  filesProblem,
  firstChoice,
  importStep,
  initialValues,
  inputOf,
  type TFileProblem,
  type TImportInput,
  type TImportValues,
  type TShownPreview,
} from '../import-form';

type TOutcome =
  { kind: 'preview'; answer: TFrameworkPreview } | { kind: 'imported'; count: number };

/** The fields the form shows; `picked` is the preview table's choice. */
const FIELDS = ['scope', 'source', 'files', 'release', 'code', 'title', 'picked'] as const;

const FRAMEWORKS_MESSAGES = messageKeys('frameworks');

const statusOf = (error: unknown) => (error instanceof ApiError ? error.status : undefined);

/**
 * A refusal of the files said at the files field with the server's own text (a file too large,
 * a file that is no JSON, with its name): the field keys of a 422 carry no parameters.
 */
function filesRefusal(error: unknown): Record<string, string> {
  if (statusOf(error) === 413) {
    return { files: refusalText(error) ?? messageText(FRAMEWORKS_MESSAGES.fileTooLarge) };
  }
  const text = fieldKeyOf(error, 'files') ? refusalText(error) : undefined;
  return text ? { files: text } : {};
}

/**
 * The import form with its preview (docs/frameworks.md "Import"): one submit button that
 * previews, previews again after the choice or a field changed, or applies the fresh preview.
 * A stale digest (409) makes the preview again and says so.
 */
export function useFrameworkImport(location: string, platformAdmin: boolean) {
  const { t } = useTranslation();
  const preview = usePreviewFrameworkImport(location);
  const apply = useApplyFrameworkImport(location);
  const [shown, setShown] = useState<TShownPreview | null>(null);
  const [changedSince, setChangedSince] = useState(false);
  const [refreshing, setRefreshing] = useState(false);

  const fileText = (problem: TFileProblem): string => {
    if (problem.kind === 'required') return t('frameworks.form.filesRequired');
    if (problem.kind === 'wrongType') return t('frameworks.form.fileWrongType', problem);
    if (problem.kind === 'tooLarge') return messageText(FRAMEWORKS_MESSAGES.fileTooLarge);
    const params = { max: FRAMEWORK_IMPORT_MAX_FILES };
    return messageText(FRAMEWORKS_MESSAGES.tooManyFiles, { params });
  };

  const check = (input: TImportInput): Record<string, string> => {
    const problems: Record<string, string> = {};
    const files = filesProblem(input.source, input.files);
    if (files) problems.files = fileText(files);
    if (input.source === 'sheet' && input.code === '')
      problems.code = t('frameworks.form.codeRequired');
    if (input.source === 'sheet' && input.title === '')
      problems.title = t('frameworks.form.nameRequired');
    if (input.chosen?.length === 0) problems.picked = t('frameworks.preview.nothingChosen');
    return problems;
  };

  const show = (answer: TFrameworkPreview, sent: TImportInput) => {
    setShown({ answer, sent });
    form.set('picked', sent.chosen ?? firstChoice(answer, sent.source));
  };

  /** After a 409: the same body previewed again, so what is applied is what was seen. */
  const previewAgain = async (input: TImportInput) => {
    const sent = { ...input, digest: '' };
    setRefreshing(true);
    try {
      show(await preview.mutateAsync(sent), sent);
      setChangedSince(true);
    } catch (error) {
      setShown(null);
      notifyRefusal(error, t('frameworks.form.previewFailed'), { handles: [413, 422] });
    } finally {
      setRefreshing(false);
    }
  };

  const form = useSchemaForm<TImportValues, TImportInput, TOutcome>({
    initial: () => initialValues(platformAdmin),
    fields: FIELDS,
    schema: (schemas) => schemas.ZFrameworkImportFieldsSchema,
    toInput: (values) => inputOf(values, importStep(shown, values)),
    check,
    send: async (input) =>
      input.digest === ''
        ? { kind: 'preview', answer: await preview.mutateAsync(input) }
        : { kind: 'imported', count: await apply.mutateAsync(input) },
    onSaved: (outcome, input) => {
      setChangedSince(false);
      if (outcome.kind === 'preview') {
        show(outcome.answer, input);
        return;
      }
      notifications.show({
        color: 'green',
        message: t('frameworks.form.imported', { count: outcome.count }),
      });
      setShown(null);
      form.reset(initialValues(platformAdmin));
    },
    refusalFields: filesRefusal,
    onRefused: (error, input) => {
      // The preview is made again and the screen says why; no toast for the 409.
      if (statusOf(error) === 409 && input.digest !== '') {
        void previewAgain(input);
        return;
      }
      const failed = input.digest === '' ? 'previewFailed' : 'importFailed';
      notifyRefusal(error, t(`frameworks.form.${failed}`), { handles: [413, 422] });
    },
  });

  return {
    form,
    step: importStep(shown, form.values),
    shown,
    changedSince,
    refreshing,
  };
}
