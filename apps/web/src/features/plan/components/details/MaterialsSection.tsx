import {
  Anchor,
  Badge,
  FileInput,
  Group,
  SegmentedControl,
  Stack,
  Text,
  TextInput,
} from '@mantine/core';
import { notifications } from '@mantine/notifications';
import type { TFunction } from 'i18next';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  NOTE_FILE_EXTENSIONS,
  PLAN_LIMITS,
  PLAN_MATERIAL_KINDS,
  type TPlanMaterial,
  type TPlanMaterialKind,
  type TTermWords,
} from '@cp/contracts';
import { materialFileUrl, useDeleteMaterial, useSaveMaterial } from '@/features/plan/api/materials';
import { materialsOf } from '@/features/plan/api/plan-item-changes';
import { notifyFormFailure } from '@/features/plan/api/plan-items';
import { ApiError } from '@/lib/api';
import { fieldErrorsOf, messageText } from '@/lib/server-messages';
import { useChangedSinceOpened } from '@/lib/same-values';
import { useTerms } from '@/lib/use-terms';
import { ConfirmDeleteModal } from './ConfirmDeleteModal';
import type { TDetails } from './details-model';
import { Icon } from '@/components/icons/Icon';
import { downloadGlyph } from '@/components/icons/glyphs/download';
import { linkGlyph } from '@/components/icons/glyphs/link';
import { ItemList } from './ItemList';
import { useMoveInList, type TDialog } from './list-actions';
import { fieldError } from './plan-item-form';
import { DetailFormModal } from './DetailFormModal';

/** SPEC §5 "links must start with http:// or https://" (as ZPlanUrlSchema). */
const URL_PATTERN = /^https?:\/\/\S+$/i;
const ACCEPT = NOTE_FILE_EXTENSIONS.map((extension) => `.${extension}`).join(',');

/** "1,2 MB", "35 kB" in the user's language. */
export function fileSize(bytes: number, language: string): string {
  const format = new Intl.NumberFormat(language, { maximumFractionDigits: 1 });
  if (bytes >= 1024 * 1024) return `${format.format(bytes / (1024 * 1024))} MB`;
  return `${format.format(Math.max(1, Math.round(bytes / 1024)))} kB`;
}

/** The refusal per field in the user's language (a file type refused as for notes, too). */
function materialErrors(error: unknown, t: TFunction, terms: TTermWords): Record<string, string> {
  // A file over 10 MB that got past the form (or a changed limit): the server answers 413.
  if (error instanceof ApiError && error.status === 413) {
    return { file: messageText('plan.fileTooLarge', { terms }) };
  }
  // Two uploads of this person are still running (the server's limit per person).
  if (error instanceof ApiError && error.status === 429) return { file: t('uploads.busy') };
  return fieldErrorsOf(error, { terms });
}

/**
 * Add a material or data file: a link (http:// or https://) or one file of at most 10 MB. Both
 * are checked here first; a file that is too large is refused before anything is sent.
 */
function AddMaterialModal({ details, onClose }: { details: TDetails; onClose: () => void }) {
  const { t } = useTranslation();
  const terms = useTerms();
  const save = useSaveMaterial(details.scope, details.planned.id);
  const [kind, setKind] = useState<TPlanMaterialKind>('material');
  const [source, setSource] = useState<'link' | 'file'>('link');
  const [title, setTitle] = useState('');
  const [url, setUrl] = useState('');
  const [file, setFile] = useState<File | null>(null);
  const [autoTitle, setAutoTitle] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const dirty = useChangedSinceOpened({ kind, source, title, url, file });

  const chooseFile = (chosen: File | null) => {
    setFile(chosen);
    // Said at once: waiting for save to find out would be a waste of the user's time.
    setErrors(
      chosen && chosen.size > PLAN_LIMITS.maxFileBytes
        ? { file: messageText('plan.fileTooLarge', { terms }) }
        : {},
    );
    // The file's name as the title, unless the user typed one of their own.
    const name = chosen ? chosen.name.replace(/\.[^.]+$/, '') : '';
    if (title.trim() === '' || title === autoTitle) setTitle(name);
    setAutoTitle(name);
  };

  const submit = () => {
    const found: Record<string, string> = {};
    if (title.trim() === '') found.title = messageText('plan.titleRequired', { terms });
    if (source === 'link' && !URL_PATTERN.test(url.trim()))
      found.url = messageText('plan.urlInvalid', { terms });
    if (source === 'file' && !file) found.file = messageText('plan.fileRequired', { terms });
    if (source === 'file' && file && file.size > PLAN_LIMITS.maxFileBytes) {
      found.file = messageText('plan.fileTooLarge', { terms });
    }
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    const add =
      source === 'file' && file
        ? { kind, title: title.trim(), file }
        : { kind, title: title.trim(), url: url.trim() };
    save.mutate(
      { add },
      {
        onSuccess: (material) => {
          notifications.show({
            color: 'teal',
            message: t('planItems.created', { name: material.title }),
          });
          onClose();
        },
        onError: (error) => {
          setErrors(materialErrors(error, t, terms));
          notifyFormFailure(
            error,
            t,
            t(
              source === 'file'
                ? 'planItems.materials.fileFailed'
                : 'planItems.materials.linkFailed',
            ),
            terms,
          );
        },
      },
    );
  };

  return (
    <DetailFormModal
      title={t('planItems.materials.createTitle')}
      pending={save.isPending}
      dirty={dirty}
      onClose={onClose}
      onSubmit={submit}
    >
      <SegmentedControl
        aria-label={t('planItems.materials.fields.kind')}
        data={PLAN_MATERIAL_KINDS.map((value) => ({
          value,
          label: t(`planItems.materials.kinds.${value}`),
        }))}
        value={kind}
        onChange={(value) => setKind(value as TPlanMaterialKind)}
        w="fit-content"
      />
      <TextInput
        label={t('planItems.materials.fields.title')}
        value={title}
        onChange={(event) => setTitle(event.currentTarget.value)}
        error={fieldError(errors, 'title')}
        maxLength={PLAN_LIMITS.nameMaxLength}
        withAsterisk
        data-autofocus
      />
      <SegmentedControl
        aria-label={t('planItems.materials.fields.source')}
        data={[
          { value: 'link', label: t('planItems.materials.sources.link') },
          { value: 'file', label: t('planItems.materials.sources.file') },
        ]}
        value={source}
        onChange={(value) => {
          setSource(value === 'file' ? 'file' : 'link');
          setErrors({});
        }}
        w="fit-content"
      />
      {source === 'link' ? (
        <TextInput
          label={t('planItems.materials.fields.url')}
          description={t('planItems.materials.urlHint')}
          placeholder="https://"
          value={url}
          onChange={(event) => setUrl(event.currentTarget.value)}
          error={fieldError(errors, 'url')}
          maxLength={PLAN_LIMITS.urlMaxLength}
          type="url"
          withAsterisk
        />
      ) : (
        <FileInput
          label={t('planItems.materials.fields.file')}
          description={t('planItems.materials.fileHint', {
            types: NOTE_FILE_EXTENSIONS.join(', '),
          })}
          placeholder={t('planItems.materials.chooseFile')}
          value={file}
          onChange={chooseFile}
          error={fieldError(errors, 'file')}
          accept={ACCEPT}
          clearable
          withAsterisk
        />
      )}
    </DetailFormModal>
  );
}

/** Rename a material; a link can get another address, a file keeps its file. */
function EditMaterialModal({
  details,
  material,
  onClose,
}: {
  details: TDetails;
  material: TPlanMaterial;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const terms = useTerms();
  const save = useSaveMaterial(details.scope, details.planned.id);
  const [title, setTitle] = useState(material.title);
  const [url, setUrl] = useState(material.url ?? '');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const dirty = useChangedSinceOpened({ title, url });
  const isLink = material.url !== null;

  const submit = () => {
    const found: Record<string, string> = {};
    if (title.trim() === '') found.title = messageText('plan.titleRequired', { terms });
    if (isLink && !URL_PATTERN.test(url.trim()))
      found.url = messageText('plan.urlInvalid', { terms });
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    const input = isLink ? { title: title.trim(), url: url.trim() } : { title: title.trim() };
    save.mutate(
      { id: material.id, input },
      {
        onSuccess: (saved) => {
          notifications.show({
            color: 'teal',
            message: t('planItems.updated', { name: saved.title }),
          });
          onClose();
        },
        onError: (error) => {
          setErrors(materialErrors(error, t, terms));
          notifyFormFailure(error, t, t('planItems.materials.updateFailed'), terms);
        },
      },
    );
  };

  return (
    <DetailFormModal
      title={t('planItems.materials.editTitle')}
      pending={save.isPending}
      dirty={dirty}
      onClose={onClose}
      onSubmit={submit}
    >
      <TextInput
        label={t('planItems.materials.fields.title')}
        value={title}
        onChange={(event) => setTitle(event.currentTarget.value)}
        error={fieldError(errors, 'title')}
        maxLength={PLAN_LIMITS.nameMaxLength}
        withAsterisk
        data-autofocus
      />
      {isLink && (
        <TextInput
          label={t('planItems.materials.fields.url')}
          description={t('planItems.materials.urlHint')}
          value={url}
          onChange={(event) => setUrl(event.currentTarget.value)}
          error={fieldError(errors, 'url')}
          maxLength={PLAN_LIMITS.urlMaxLength}
          type="url"
          withAsterisk
        />
      )}
    </DetailFormModal>
  );
}

/**
 * The materials and data files of a planned cluster, in the team's order (move up and down):
 * links open in a new tab, files download.
 */
export function MaterialsSection({ details }: { details: TDetails }) {
  const { t } = useTranslation();
  const { plan, planned, readOnly, language, scope } = details;
  const materials = materialsOf(plan, planned.id);
  const remove = useDeleteMaterial(scope);
  const move = useMoveInList<TPlanMaterial>(details, 'materials');
  const [dialog, setDialog] = useState<TDialog<TPlanMaterial>>(null);
  const close = () => setDialog(null);

  const render = (material: TPlanMaterial) => (
    <Stack gap={4}>
      <Group gap="xs" wrap="wrap">
        <Badge
          variant="light"
          color={material.kind === 'data_file' ? 'grape' : 'blue'}
          style={{ textTransform: 'none' }}
        >
          {t(`planItems.materials.kinds.${material.kind}`)}
        </Badge>
        <Text fw={600} size="sm">
          {material.title}
        </Text>
      </Group>
      {material.url !== null ? (
        <Anchor
          href={material.url}
          target="_blank"
          rel="noopener noreferrer"
          size="sm"
          aria-label={t('planItems.materials.open', { name: material.title })}
          style={{ wordBreak: 'break-all' }}
        >
          <Group gap={4} wrap="nowrap" component="span">
            <Icon glyph={linkGlyph} size={14} />
            {material.url}
          </Group>
        </Anchor>
      ) : (
        <Anchor
          href={materialFileUrl(scope.location, scope.education, material.id)}
          download={material.file_name ?? true}
          size="sm"
          aria-label={t('planItems.materials.download', { name: material.title })}
        >
          <Group gap={4} wrap="nowrap" component="span">
            <Icon glyph={downloadGlyph} size={14} />
            {material.file_name}
            {material.size !== null && ` (${fileSize(material.size, language)})`}
          </Group>
        </Anchor>
      )}
    </Stack>
  );

  return (
    <>
      <ItemList
        items={materials}
        name={(material) => material.title}
        render={render}
        readOnly={readOnly}
        empty={t('planItems.materials.empty')}
        addLabel={t('planItems.materials.add')}
        onAdd={() => setDialog({ type: 'create' })}
        onEdit={(item) => setDialog({ type: 'edit', item })}
        onDelete={(item) => setDialog({ type: 'delete', item })}
        onMove={(index, step) => move(materials, index, step)}
      />
      {dialog?.type === 'create' && <AddMaterialModal details={details} onClose={close} />}
      {dialog?.type === 'edit' && (
        <EditMaterialModal details={details} material={dialog.item} onClose={close} />
      )}
      {dialog?.type === 'delete' && (
        <ConfirmDeleteModal
          title={t('planItems.materials.deleteTitle')}
          name={dialog.item.title}
          also={null}
          onConfirm={() => remove.mutate({ id: dialog.item.id, name: dialog.item.title })}
          onClose={close}
        />
      )}
    </>
  );
}
