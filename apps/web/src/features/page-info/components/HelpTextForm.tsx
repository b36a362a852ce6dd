import {
  Autocomplete,
  Button,
  Group,
  Modal,
  Paper,
  SegmentedControl,
  Stack,
  Text,
  Textarea,
  TextInput,
  Typography,
  Input,
} from '@mantine/core';
import { useMemo, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useUnsavedClose } from '@/components/use-unsaved-close';
import { useChangedSinceOpened } from '@/lib/same-values';
import {
  embeddableVideoUrl,
  LANGUAGES,
  PAGE_INFO_CONTENT_MAX,
  PAGE_INFO_TITLE_MAX,
  type TLanguage,
  type TPageInfoEntry,
} from '@cp/contracts';
import { HELP_ROUTE_PATTERN, HELP_ROUTE_SUGGESTIONS } from '../help-routes';
import { sanitizeHelpHtml } from '../sanitize';

type THelpField = 'route' | 'title' | 'content' | 'video';
/** The form's own checks: codes under `helpTexts.fieldErrors`. */
export type THelpFieldErrors = Partial<Record<THelpField, string>>;
/** The server's refusal per field, as texts (lib/server-messages.ts). */
export type THelpServerErrors = Partial<Record<THelpField, string>>;

export type THelpTextValues = {
  route: string;
  language: TLanguage;
  title: string;
  content: string;
  video: string;
};

/** The checks of the server, in the browser first. */
export function validateHelpText(values: THelpTextValues): THelpFieldErrors {
  const errors: THelpFieldErrors = {};
  const route = values.route.trim();
  if (route === '') errors.route = 'required';
  else if (!HELP_ROUTE_PATTERN.test(route)) errors.route = 'invalid_route';
  if (values.title.trim() === '') errors.title = 'required';
  else if (values.title.trim().length > PAGE_INFO_TITLE_MAX) errors.title = 'too_long';
  if (values.content.trim() === '') errors.content = 'required';
  else if (values.content.length > PAGE_INFO_CONTENT_MAX) errors.content = 'too_long';
  if (values.video.trim() !== '' && !embeddableVideoUrl(values.video))
    errors.video = 'invalid_video';
  return errors;
}

interface TProps {
  /** The text being edited; null for a new one (route and language chosen here). */
  entry: TPageInfoEntry | null;
  initialRoute?: string;
  initialLanguage?: TLanguage;
  serverErrors: THelpServerErrors;
  pending: boolean;
  onSubmit: (values: THelpTextValues) => void;
  onDelete?: () => void;
  onClose: () => void;
}

export function HelpTextForm({
  entry,
  initialRoute = '',
  initialLanguage = 'nl',
  serverErrors,
  pending,
  onSubmit,
  onDelete,
  onClose,
}: TProps) {
  const { t } = useTranslation();
  const [values, setValues] = useState<THelpTextValues>({
    route: entry?.route ?? initialRoute,
    language: entry?.language ?? initialLanguage,
    title: entry?.title ?? '',
    content: entry?.content ?? '',
    video: entry?.video ?? '',
  });
  const [errors, setErrors] = useState<THelpFieldErrors>({});
  const [confirmingDelete, setConfirmingDelete] = useState(false);
  const dirty = useChangedSinceOpened(values);
  const { requestClose, modalProps, question } = useUnsavedClose({
    dirty,
    pending: pending,
    onClose,
  });
  const message = (field: THelpField) => {
    const code = errors[field];
    if (!code) return serverErrors[field];
    return t(`helpTexts.fieldErrors.${code}`, { defaultValue: t('helpTexts.fieldErrors.invalid') });
  };
  const preview = useMemo(() => sanitizeHelpHtml(values.content), [values.content]);
  const change = (patch: Partial<THelpTextValues>) => {
    setValues((v) => ({ ...v, ...patch }));
    setErrors({});
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = validateHelpText(values);
    setErrors(found);
    if (Object.keys(found).length === 0) onSubmit({ ...values, route: values.route.trim() });
  };
  const fixed = entry !== null || initialRoute !== '';

  return (
    <>
      <Modal
        opened
        {...modalProps}
        size="xl"
        centered
        title={entry ? t('helpTexts.editTitle') : t('helpTexts.createTitle')}
      >
        <form onSubmit={submit} noValidate>
          <Stack gap="md">
            <Group grow align="flex-start">
              <Autocomplete
                label={t('helpTexts.route')}
                required
                data={HELP_ROUTE_SUGGESTIONS}
                value={values.route}
                onChange={(route) => change({ route })}
                disabled={fixed}
                error={message('route')}
              />
              <Input.Wrapper label={t('helpTexts.language')} required>
                <SegmentedControl
                  fullWidth
                  mt={4}
                  disabled={fixed}
                  value={values.language}
                  onChange={(language) => change({ language: language as TLanguage })}
                  data={LANGUAGES.map((l) => ({ value: l, label: t(`languages.${l}`) }))}
                />
              </Input.Wrapper>
            </Group>
            <TextInput
              label={t('helpTexts.fields.title')}
              required
              value={values.title}
              onChange={(e) => change({ title: e.currentTarget.value })}
              error={message('title')}
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
              value={values.content}
              onChange={(e) => change({ content: e.currentTarget.value })}
              error={message('content')}
            />
            <Stack gap={4}>
              <Text size="sm" fw={500}>
                {t('helpTexts.preview')}
              </Text>
              <Paper withBorder radius="md" p="md" bg="gray.0">
                <Typography
                  data-testid="help-preview"
                  dangerouslySetInnerHTML={{ __html: preview }}
                />
              </Paper>
            </Stack>
            <TextInput
              label={t('helpTexts.fields.video')}
              description={t('helpTexts.fields.videoHint')}
              placeholder="https://www.youtube-nocookie.com/embed/…"
              value={values.video}
              onChange={(e) => change({ video: e.currentTarget.value })}
              error={message('video')}
            />
            <Group justify="space-between">
              <Group gap="xs">
                {onDelete && !confirmingDelete && (
                  <Button color="red" variant="subtle" onClick={() => setConfirmingDelete(true)}>
                    {t('helpTexts.delete')}
                  </Button>
                )}
                {onDelete && confirmingDelete && (
                  <>
                    <Text size="sm">{t('helpTexts.deleteQuestion')}</Text>
                    <Button color="red" onClick={onDelete}>
                      {t('helpTexts.deleteConfirm')}
                    </Button>
                  </>
                )}
              </Group>
              <Group>
                <Button variant="default" onClick={requestClose}>
                  {t('helpTexts.cancel')}
                </Button>
                <Button type="submit" loading={pending}>
                  {t('helpTexts.save')}
                </Button>
              </Group>
            </Group>
          </Stack>
        </form>
      </Modal>
      {question}
    </>
  );
}
