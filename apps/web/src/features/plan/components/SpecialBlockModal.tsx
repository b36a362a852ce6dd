import { Button, Text, TextInput } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useChangedSinceOpened } from '@/lib/same-values';
import { PLAN_LIMITS, type TSpecialBlock } from '@cp/contracts';
import { useTerms } from '@/lib/use-terms';
import { messageText } from '@/lib/server-messages';
import {
  checkWeeks,
  isWeekRange,
  PlanFormModal,
  useFormSave,
  WeekFields,
  type TWeekValues,
} from './PlanFormModal';

export interface TBlockInput {
  name: string;
  start_week: number;
  end_week: number;
}

/**
 * Adds or edits a special block (holiday, project week, exam week): a name and its weeks. The
 * server refuses a block over an elective slot (blockInElective); its message shows under the
 * weeks. Editing offers delete, after a second click to confirm.
 */
export function SpecialBlockModal({
  block,
  weeks,
  onSave,
  onDelete,
  onClose,
}: {
  block: TSpecialBlock | null;
  weeks: number;
  onSave: (input: TBlockInput) => Promise<unknown>;
  onDelete: (block: TSpecialBlock) => void;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const terms = useTerms();
  const [name, setName] = useState(block?.name ?? '');
  const [range, setRange] = useState<TWeekValues>({
    start: block?.start_week ?? 1,
    end: block?.end_week ?? 1,
  });
  const [confirming, setConfirming] = useState(false);
  const { errors, setErrors, pending, save } = useFormSave(onClose);
  const dirty = useChangedSinceOpened({ name, range });

  const submit = () => {
    const checked = checkWeeks(range, weeks, t, terms);
    const nameError = name.trim() === '' ? messageText('plan.nameRequired') : undefined;
    if (!isWeekRange(checked) || nameError) {
      setErrors({
        ...(isWeekRange(checked) ? {} : checked),
        ...(nameError ? { name: nameError } : {}),
      });
      return;
    }
    void save(() => onSave({ name: name.trim(), ...checked }));
  };

  return (
    <PlanFormModal
      title={t(block ? 'planScreen.block.editTitle' : 'planScreen.block.addTitle')}
      pending={pending}
      dirty={dirty}
      onClose={onClose}
      onSubmit={submit}
      extra={
        block && (
          <Button
            variant={confirming ? 'filled' : 'subtle'}
            color="red"
            disabled={pending}
            onClick={() => {
              if (!confirming) setConfirming(true);
              else {
                onDelete(block);
                onClose();
              }
            }}
          >
            {t(confirming ? 'planScreen.block.confirmDelete' : 'planScreen.block.delete')}
          </Button>
        )
      }
    >
      <TextInput
        label={t('planScreen.block.name')}
        description={t('planScreen.block.nameHint')}
        value={name}
        maxLength={PLAN_LIMITS.nameMaxLength}
        onChange={(event) => setName(event.currentTarget.value)}
        error={errors.name}
        required
        data-autofocus
      />
      <WeekFields weeks={weeks} value={range} onChange={setRange} errors={errors} />
      {confirming && block && (
        <Text size="sm" c="red">
          {t('planScreen.block.deleteText', { name: block.name })}
        </Text>
      )}
    </PlanFormModal>
  );
}
