import { Loader, Text, Textarea } from '@mantine/core';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PLAN_LIMITS } from '@cp/contracts';
import { useSaveComment } from '@/features/plan/api/plan-items';
import { fieldErrorsOf } from '@/lib/server-messages';
import { useTerms } from '@/lib/use-terms';
import type { TDetails } from './details-model';

/**
 * The comment of a planned cluster, saved as soon as the field is left (no save button to
 * forget). While the field is not being edited it follows the plan, so a comment saved by
 * someone else shows.
 */
export function CommentSection({ details }: { details: TDetails }) {
  const { t } = useTranslation();
  const terms = useTerms();
  const { planned, readOnly, scope } = details;
  const saved = planned.comment ?? '';
  const save = useSaveComment(scope, planned.id);
  const [value, setValue] = useState(saved);
  const [error, setError] = useState<string | undefined>();
  const editing = useRef(false);

  useEffect(() => {
    if (!editing.current) setValue(saved);
  }, [saved]);

  if (readOnly) {
    return saved ? (
      <Text size="sm" style={{ whiteSpace: 'pre-line' }}>
        {saved}
      </Text>
    ) : (
      <Text size="sm" c="dimmed">
        {t('planItems.comment.empty')}
      </Text>
    );
  }

  const commit = () => {
    editing.current = false;
    if (value.trim() === saved.trim()) return;
    setError(undefined);
    // The toasts come from the hook: they show even when the tab was left meanwhile.
    save.mutate(value.trim() || null, {
      onError: (failure) => setError(fieldErrorsOf(failure, { terms }).comment),
    });
  };

  return (
    <Textarea
      label={t('planItems.comment.label')}
      description={t('planItems.comment.hint')}
      placeholder={t('planItems.comment.placeholder', { cluster: terms.cluster })}
      value={value}
      onFocus={() => {
        editing.current = true;
      }}
      onChange={(event) => setValue(event.currentTarget.value)}
      onBlur={commit}
      error={error}
      maxLength={PLAN_LIMITS.textMaxLength}
      // Fixed rows: Mantine's autosize needs layout APIs the test DOM lacks.
      rows={6}
      rightSection={save.isPending ? <Loader size="xs" aria-label={t('planItems.saving')} /> : null}
    />
  );
}
