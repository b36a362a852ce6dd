import { FileInput, SegmentedControl, TextInput } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  NOTE_FILE_EXTENSIONS,
  PLAN_LIMITS,
  PLAN_MATERIAL_KINDS,
  type TPlanMaterial,
  type TPlanMaterialKind,
} from '@cp/contracts';
import {
  useSchemaForm,
  type TSchemaForm,
  type TSchemaFormOptions,
} from '@/components/form/use-schema-form';
import { useSaveMaterial, type TMaterialAdd } from '@/features/plan/api/materials';
import { notifyFormFailure } from '@/features/plan/api/plan-items';
import { ApiError } from '@/lib/api';
import { messageText } from '@/lib/server-messages';
import { useTerms } from '@/lib/use-terms';
import type { TDetails } from './details-model';
import { DetailFormModal } from './DetailFormModal';

const ACCEPT = NOTE_FILE_EXTENSIONS.map((extension) => `.${extension}`).join(',');

const tooLarge = (file: File | null) => file !== null && file.size > PLAN_LIMITS.maxFileBytes;

type TMaterialChange = Parameters<ReturnType<typeof useSaveMaterial>['mutateAsync']>[0];

/**
 * One material form on the one form hook (docs/forms.md): saved, it is toasted by its title and
 * the dialog closes; refused, the toast is titled `failed` of the body refused.
 */
function useMaterialForm<V extends object, I extends object>(
  details: TDetails,
  options: Pick<
    TSchemaFormOptions<V, I, TPlanMaterial>,
    'initial' | 'schema' | 'toInput' | 'check' | 'refusalFields'
  > & {
    /** The change sent, once the schema and the check passed: an `add`, or one by `id`. */
    change: (input: I) => TMaterialChange;
    failed: (input: I) => string;
    onClose: () => void;
  },
): TSchemaForm<V> {
  const { t } = useTranslation();
  const terms = useTerms();
  const save = useSaveMaterial(details.scope, details.planned.id);
  const { change, failed, onClose, ...form } = options;
  return useSchemaForm({
    ...form,
    send: (input) => save.mutateAsync(change(input)),
    onSaved: (material, input) => {
      notifications.show({
        color: 'teal',
        message: t('add' in change(input) ? 'planItems.created' : 'planItems.updated', {
          name: material.title,
        }),
      });
      onClose();
    },
    onRefused: (error, input) => notifyFormFailure(error, t, failed(input), terms),
  });
}

/** The title input of a material. */
function TitleInput(props: ReturnType<TSchemaForm<{ title: string }>['text']>) {
  const { t } = useTranslation();
  return (
    <TextInput
      label={t('planItems.materials.fields.title')}
      {...props}
      maxLength={PLAN_LIMITS.nameMaxLength}
      withAsterisk
      data-autofocus
    />
  );
}

/** The address input of a link. */
function UrlInput({
  placeholder,
  ...props
}: ReturnType<TSchemaForm<{ url: string }>['text']> & { placeholder?: string }) {
  const { t } = useTranslation();
  return (
    <TextInput
      label={t('planItems.materials.fields.url')}
      description={t('planItems.materials.urlHint')}
      placeholder={placeholder}
      {...props}
      maxLength={PLAN_LIMITS.urlMaxLength}
      type="url"
      withAsterisk
    />
  );
}

type TAddValues = {
  kind: TPlanMaterialKind;
  source: 'link' | 'file';
  title: string;
  url: string;
  file: File | null;
};
type TAddInput =
  | { kind: TPlanMaterialKind; title: string; url: string }
  | { kind: TPlanMaterialKind; title: string; file: File | null };

/**
 * Add a material or data file: a link (http:// or https://) or one file of at most 10 MB. A file
 * that is too large is said at once, and refused before anything is sent.
 */
export function AddMaterialModal({ details, onClose }: { details: TDetails; onClose: () => void }) {
  const { t } = useTranslation();
  const terms = useTerms();
  // The title last taken from a file's name: replaced by the next file's, unlike a typed one.
  const [autoTitle, setAutoTitle] = useState('');
  const form = useMaterialForm<TAddValues, TAddInput>(details, {
    initial: { kind: 'material', source: 'link', title: '', url: '', file: null },
    toInput: ({ kind, source, title, url, file }) =>
      source === 'file'
        ? { kind, title: title.trim(), file }
        : { kind, title: title.trim(), url: url.trim() },
    // A file comes as multipart: the schema checks its other fields, the screen the file.
    schema: (schemas, input) =>
      'file' in input
        ? schemas.ZPlanMaterialFileFieldsSchema
        : schemas.ZPlanMaterialLinkInputSchema,
    check: (input): Record<string, string> => {
      if (!('file' in input)) return {};
      if (input.file === null) return { file: messageText('plan.fileRequired', { terms }) };
      return tooLarge(input.file) ? { file: messageText('plan.fileTooLarge', { terms }) } : {};
    },
    // A file over 10 MB that got past the form (a changed limit) is answered 413; two uploads
    // of this person still running, 429 (the server's limit per person).
    refusalFields: (error): Record<string, string> => {
      const status = error instanceof ApiError ? error.status : null;
      if (status === 413) return { file: messageText('plan.fileTooLarge', { terms }) };
      return status === 429 ? { file: t('uploads.busy') } : {};
    },
    // The check passed: a file is chosen.
    change: (input) => ({ add: input as TMaterialAdd }),
    failed: (input) =>
      t('file' in input ? 'planItems.materials.fileFailed' : 'planItems.materials.linkFailed'),
    onClose,
  });
  const { values, set } = form;

  const chooseFile = (chosen: File | null) => {
    set('file', chosen);
    // The file's name as the title, unless the user typed one of their own.
    const name = chosen ? chosen.name.replace(/\.[^.]+$/, '') : '';
    if (values.title.trim() === '' || values.title === autoTitle) set('title', name);
    setAutoTitle(name);
  };

  return (
    <DetailFormModal title={t('planItems.materials.createTitle')} form={form} onClose={onClose}>
      <SegmentedControl
        aria-label={t('planItems.materials.fields.kind')}
        data={PLAN_MATERIAL_KINDS.map((value) => ({
          value,
          label: t(`planItems.materials.kinds.${value}`),
        }))}
        value={values.kind}
        onChange={(value) => set('kind', value as TPlanMaterialKind)}
        w="fit-content"
      />
      <TitleInput {...form.text('title')} />
      <SegmentedControl
        aria-label={t('planItems.materials.fields.source')}
        data={[
          { value: 'link', label: t('planItems.materials.sources.link') },
          { value: 'file', label: t('planItems.materials.sources.file') },
        ]}
        value={values.source}
        onChange={(value) => set('source', value === 'file' ? 'file' : 'link')}
        w="fit-content"
      />
      {values.source === 'link' ? (
        <UrlInput placeholder="https://" {...form.text('url')} />
      ) : (
        <FileInput
          label={t('planItems.materials.fields.file')}
          description={t('planItems.materials.fileHint', {
            types: NOTE_FILE_EXTENSIONS.join(', '),
          })}
          placeholder={t('planItems.materials.chooseFile')}
          value={values.file}
          onChange={chooseFile}
          // Said at once: waiting for save to find out would be a waste of the user's time.
          error={
            form.error('file') ??
            (tooLarge(values.file) ? messageText('plan.fileTooLarge', { terms }) : undefined)
          }
          accept={ACCEPT}
          clearable
          withAsterisk
        />
      )}
    </DetailFormModal>
  );
}

/** Rename a material; a link can get another address, a file keeps its file. */
export function EditMaterialModal({
  details,
  material,
  onClose,
}: {
  details: TDetails;
  material: TPlanMaterial;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const isLink = material.url !== null;
  const form = useMaterialForm(details, {
    initial: { title: material.title, url: material.url ?? '' },
    toInput: ({ title, url }): { title: string; url?: string } =>
      isLink ? { title: title.trim(), url: url.trim() } : { title: title.trim() },
    schema: (schemas) => schemas.ZPlanMaterialUpdateSchema,
    change: (input) => ({ id: material.id, input }),
    failed: () => t('planItems.materials.updateFailed'),
    onClose,
  });

  return (
    <DetailFormModal title={t('planItems.materials.editTitle')} form={form} onClose={onClose}>
      <TitleInput {...form.text('title')} />
      {isLink && <UrlInput {...form.text('url')} />}
    </DetailFormModal>
  );
}
