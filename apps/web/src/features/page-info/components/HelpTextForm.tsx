import {
  Autocomplete,
  Button,
  Group,
  Input,
  Paper,
  SegmentedControl,
  Stack,
  Text,
  Textarea,
  TextInput,
  Typography,
} from '@mantine/core';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LANGUAGES, type TLanguage, type TPageInfoEntry } from '@cp/contracts';
import { FormModal } from '@/components/form/FormModal';
import { HELP_ROUTE_SUGGESTIONS } from '../help-routes';
import { sanitizeHelpHtml } from '../sanitize';
import { useHelpTextForm } from './use-help-text-form';

interface TProps {
  /** The text being edited; null for a new one (route and language chosen here). */
  entry: TPageInfoEntry | null;
  initialRoute?: string;
  initialLanguage?: TLanguage;
  onDelete?: () => void;
  onClose: () => void;
}

/** A help text of one route and language: title, HTML content with its preview, and a video. */
export function HelpTextForm({
  entry,
  initialRoute = '',
  initialLanguage = 'nl',
  onDelete,
  onClose,
}: TProps) {
  const { t } = useTranslation();
  const form = useHelpTextForm({ entry, initialRoute, initialLanguage, onClose });
  const { values } = form;
  const fixed = entry !== null || initialRoute !== '';

  return (
    <FormModal
      form={form}
      title={entry ? t('helpTexts.editTitle') : t('helpTexts.createTitle')}
      onClose={onClose}
      size="xl"
      centered
      extra={onDelete ? <DeleteButton onDelete={onDelete} /> : undefined}
    >
      <Group grow align="flex-start">
        <Autocomplete
          label={t('helpTexts.route')}
          required
          data={HELP_ROUTE_SUGGESTIONS}
          {...form.input('route')}
          disabled={fixed}
        />
        <Input.Wrapper label={t('helpTexts.language')} required>
          <SegmentedControl
            fullWidth
            mt={4}
            disabled={fixed}
            value={values.language}
            onChange={(language) => form.set('language', language as TLanguage)}
            data={LANGUAGES.map((l) => ({ value: l, label: t(`languages.${l}`) }))}
          />
        </Input.Wrapper>
      </Group>
      <TextInput
        label={t('helpTexts.fields.title')}
        required
        {...form.text('title')}
        data-autofocus
      />
      <Textarea
        label={t('helpTexts.fields.content')}
        description={t('helpTexts.fields.contentHint')}
        required
        autosize
        minRows={6}
        maxRows={14}
        styles={{
          input: { fontFamily: 'var(--mantine-font-family-monospace)', fontSize: 13 },
        }}
        {...form.text('content')}
      />
      <HelpPreview content={values.content} />
      <TextInput
        label={t('helpTexts.fields.video')}
        description={t('helpTexts.fields.videoHint')}
        placeholder="https://www.youtube-nocookie.com/embed/…"
        {...form.text('video')}
      />
    </FormModal>
  );
}

/** The content as the help modal will show it: sanitised HTML. */
function HelpPreview({ content }: { content: string }) {
  const { t } = useTranslation();
  const preview = useMemo(() => sanitizeHelpHtml(content), [content]);
  return (
    <Stack gap={4}>
      <Text size="sm" fw={500}>
        {t('helpTexts.preview')}
      </Text>
      <Paper withBorder radius="md" p="md" bg="gray.0">
        <Typography data-testid="help-preview" dangerouslySetInnerHTML={{ __html: preview }} />
      </Paper>
    </Stack>
  );
}

/** Deleting the text: asked once more in place before it happens. */
function DeleteButton({ onDelete }: { onDelete: () => void }) {
  const { t } = useTranslation();
  const [confirming, setConfirming] = useState(false);
  return (
    <Group gap="xs">
      {confirming ? (
        <>
          <Text size="sm">{t('helpTexts.deleteQuestion')}</Text>
          <Button color="red" onClick={onDelete}>
            {t('helpTexts.deleteConfirm')}
          </Button>
        </>
      ) : (
        <Button color="red" variant="subtle" onClick={() => setConfirming(true)}>
          {t('helpTexts.delete')}
        </Button>
      )}
    </Group>
  );
}
