import { FileInput, Group, Radio, Select, Stack, Text, TextInput, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { SampleLinks } from '@/components/SampleLinks';
import { FRAMEWORK_SOURCE_KINDS } from '@cp/contracts';
import { PageForm } from '@/components/form/PageForm';
import type { TSchemaForm } from '@/components/form/use-schema-form';
import {
  previewOfForm,
  SOURCE_FILES,
  sourceKindOf,
  type TImportStep,
  type TImportValues,
} from '../import-form';
import { ImportPreview } from './ImportPreview';
import { useFrameworkImport } from './use-framework-import';

type TForm = TSchemaForm<TImportValues>;

/** National or the location's own: only the platform administrator chooses. */
function ScopeField({ form }: { form: TForm }) {
  const { t } = useTranslation();
  return (
    <Radio.Group
      label={t('frameworks.form.scope')}
      value={form.values.scope}
      onChange={(value) => form.set('scope', value === 'own' ? 'own' : 'national')}
      error={form.error('scope')}
    >
      <Group gap="lg" mt={6}>
        <Radio value="national" label={t('frameworks.form.scopes.national')} />
        <Radio value="own" label={t('frameworks.form.scopes.own')} />
      </Group>
    </Radio.Group>
  );
}

function ImportFields({
  form,
  platformAdmin,
  locationId,
}: {
  form: TForm;
  platformAdmin: boolean;
  locationId: number;
}) {
  const { t } = useTranslation();
  const kind = sourceKindOf(form.values.source);
  return (
    <>
      {platformAdmin && <ScopeField form={form} />}
      <Select
        label={t('frameworks.form.source')}
        placeholder={t('frameworks.form.sourcePlaceholder')}
        data={FRAMEWORK_SOURCE_KINDS.map((source) => ({
          value: source,
          label: t(`frameworks.form.sources.${source}`),
        }))}
        allowDeselect={false}
        required
        {...form.input('source')}
      />
      <FileInput
        multiple
        clearable
        required
        label={t('frameworks.form.files')}
        placeholder={t('frameworks.form.filesPlaceholder')}
        description={t(`frameworks.form.filesHints.${kind ?? 'none'}`)}
        accept={kind ? SOURCE_FILES[kind].accept : '.json,.csv,.xlsx'}
        {...form.input('files')}
      />
      <TextInput
        label={t('frameworks.form.release')}
        description={t('frameworks.form.releaseHint')}
        required
        {...form.text('release')}
      />
      {kind === 'sheet' && (
        <>
          <SampleLinks locationId={locationId} endpoint="downloadFrameworkSample" />
          <TextInput label={t('frameworks.form.code')} required {...form.text('code')} />
          <TextInput label={t('frameworks.form.name')} required {...form.text('title')} />
        </>
      )}
    </>
  );
}

function useSubmitLabel(step: TImportStep, count: number): string {
  const { t } = useTranslation();
  if (step.kind === 'preview') return t('frameworks.form.preview');
  if (step.kind === 'refresh') return t('frameworks.form.refresh');
  return t('frameworks.form.apply', { count });
}

/**
 * Importing frameworks (docs/frameworks.md "Import"): the source, its files and the release,
 * then the preview to choose from; the button previews until a fresh preview of exactly the
 * choice may be applied.
 */
export function FrameworkImport({
  location,
  platformAdmin,
}: {
  location: string;
  platformAdmin: boolean;
}) {
  const { t } = useTranslation();
  const { form, step, shown, changedSince, refreshing } = useFrameworkImport(
    location,
    platformAdmin,
  );
  const preview = previewOfForm(shown, form.values);
  const submitLabel = useSubmitLabel(step, form.values.picked.length);
  return (
    <Stack gap="sm" component="section" aria-labelledby="frameworks-import">
      <Title order={2} size="h3" id="frameworks-import">
        {t('frameworks.form.title')}
      </Title>
      <Text c="dimmed" size="sm" maw={760}>
        {t('frameworks.form.intro')}
      </Text>
      {/* A preview on screen is work not yet imported: leaving asks first. */}
      <PageForm
        form={{ ...form, dirty: form.dirty || preview !== null }}
        label={t('frameworks.form.title')}
        submitLabel={submitLabel}
        submitProps={{ loading: form.pending || refreshing }}
      >
        <Stack gap="sm" maw={560}>
          <ImportFields form={form} platformAdmin={platformAdmin} locationId={Number(location)} />
        </Stack>
        {preview && (
          <ImportPreview
            answer={preview.answer}
            picked={form.values.picked}
            onPick={(keys) => form.set('picked', keys)}
            step={step}
            changedSince={changedSince}
            error={form.error('picked')}
          />
        )}
      </PageForm>
    </Stack>
  );
}
