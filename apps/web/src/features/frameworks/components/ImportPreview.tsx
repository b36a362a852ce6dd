import { Alert, Button, Group, List, Select, Stack, Text, TextInput, Title } from '@mantine/core';
import { useId, useMemo, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { TFrameworkPreview } from '@cp/contracts';
import { Icon } from '@/components/icons/Icon';
import { searchGlyph } from '@/components/icons/glyphs/search';
import type { TImportStep } from '../import-form';
import { PreviewTable, type TPreviewFramework } from './PreviewTable';
import { useFrameworkTexts, type TNote } from './use-framework-texts';

/** Notes shown before "show all": SLO's files give a few dozen. */
const NOTES_SHOWN = 8;

function matches(framework: TPreviewFramework, search: string, level: string | null): boolean {
  if (level !== null && !framework.levels.includes(level)) return false;
  const words = search.trim().toLocaleLowerCase();
  if (words === '') return true;
  return `${framework.title} ${framework.code}`.toLocaleLowerCase().includes(words);
}

// Enter in a filter (after Mantine's Select took its option) must not send the import form.
const keepEnter = (event: KeyboardEvent) => {
  if (event.key === 'Enter') event.preventDefault();
};

/** What the user should know before the button: why a new preview is needed, or what failed. */
function PreviewNotice({
  step,
  changedSince,
  error,
}: {
  step: TImportStep;
  changedSince: boolean;
  error: string | undefined;
}) {
  const { t } = useTranslation();
  if (error !== undefined) {
    return (
      <Alert color="red" variant="light" role="alert">
        {error}
      </Alert>
    );
  }
  if (changedSince) {
    return (
      <Alert color="yellow" variant="light" role="alert">
        {t('frameworks.preview.changedSince')}
      </Alert>
    );
  }
  if (step.kind !== 'refresh') return null;
  const reason = {
    nothing: t('frameworks.preview.chooseFirst'),
    choice: t('frameworks.preview.staleChoice'),
    fields: t('frameworks.preview.staleFields'),
  }[step.reason];
  return (
    <Alert color="blue" variant="light" role="status">
      {reason}
    </Alert>
  );
}

function PreviewNotes({ notes }: { notes: TNote[] }) {
  const { t } = useTranslation();
  const { noteText, format } = useFrameworkTexts();
  const [all, setAll] = useState(false);
  if (notes.length === 0) return null;
  const shown = all ? notes : notes.slice(0, NOTES_SHOWN);
  return (
    <Stack gap={4} align="flex-start">
      <Text size="sm" fw={600}>
        {t('frameworks.notes.title')}
      </Text>
      <List size="sm">
        {shown.map((note) => (
          <List.Item key={`${note.kind} ${note.about}`}>{noteText(note)}</List.Item>
        ))}
      </List>
      {shown.length < notes.length && (
        <Button size="compact-xs" variant="subtle" onClick={() => setAll(true)}>
          {t('frameworks.notes.showAll', { number: format(notes.length) })}
        </Button>
      )}
    </Stack>
  );
}

/**
 * The preview of an import (docs/frameworks.md "Import"): every framework the files hold with a
 * checkbox, found by title or code and filtered by level, the notes of the reader, and for a
 * stored framework what this release changes in it.
 */
export function ImportPreview({
  answer,
  picked,
  onPick,
  step,
  changedSince,
  error,
}: {
  answer: TFrameworkPreview;
  picked: string[];
  onPick: (keys: string[]) => void;
  step: TImportStep;
  changedSince: boolean;
  /** Why the choice was refused (nothing chosen). */
  error: string | undefined;
}) {
  const { t } = useTranslation();
  const { format } = useFrameworkTexts();
  const headingId = useId();
  const [search, setSearch] = useState('');
  const [level, setLevel] = useState<string | null>(null);
  const levels = useMemo(
    () => [...new Set(answer.frameworks.flatMap((framework) => framework.levels))].sort(),
    [answer],
  );
  const shown = answer.frameworks.filter((framework) => matches(framework, search, level));
  const total = answer.frameworks.length;
  return (
    <Stack gap="sm" component="section" aria-labelledby={headingId}>
      <Title order={3} size="h4" id={headingId}>
        {t('frameworks.preview.title')}
      </Title>
      <Text size="sm">
        {t('frameworks.preview.summary', {
          count: total,
          number: format(total),
          chosen: format(picked.length),
        })}
      </Text>
      <PreviewNotice step={step} changedSince={changedSince} error={error} />
      <PreviewNotes notes={answer.notes} />
      <Group align="flex-end" gap="sm" onKeyDown={keepEnter}>
        <TextInput
          label={t('frameworks.preview.search')}
          placeholder={t('frameworks.preview.searchPlaceholder')}
          leftSection={<Icon glyph={searchGlyph} size={16} />}
          type="search"
          value={search}
          onChange={(event) => setSearch(event.currentTarget.value)}
        />
        {levels.length > 0 && (
          <Select
            label={t('frameworks.preview.level')}
            placeholder={t('frameworks.preview.allLevels')}
            data={levels}
            value={level}
            onChange={setLevel}
            clearable
            searchable
          />
        )}
        <Text size="sm" c="dimmed" aria-live="polite">
          {t('frameworks.preview.shown', { shown: format(shown.length), total: format(total) })}
        </Text>
      </Group>
      {shown.length === 0 ? (
        <Text size="sm">{t('frameworks.preview.noMatch')}</Text>
      ) : (
        <PreviewTable frameworks={shown} picked={picked} onPick={onPick} />
      )}
    </Stack>
  );
}
