import { Button, Group, Radio, Text, TextInput } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  PLAN_LIMITS,
  SPECIAL_BLOCK_KINDS,
  type TSpecialBlock,
  type TSpecialBlockKind,
} from '@cp/contracts';
import { numberOf, type TNumberValue } from '@/components/form/body-values';
import { PlanFormModal, usePlanForm, WeekFields } from './PlanFormModal';

export interface TBlockInput {
  name: string;
  kind: TSpecialBlockKind;
  start_week: number;
  end_week: number;
}

/**
 * Adds or edits a special block (holiday, project week, exam week): a name, its kind (a test week
 * holds the tests placed in its weeks in the test plan, docs/test-plan.md) and its weeks. The
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
  const [confirming, setConfirming] = useState(false);
  const form = usePlanForm({
    initial: {
      name: block?.name ?? '',
      kind: block?.kind ?? ('other' as TSpecialBlockKind),
      start_week: (block?.start_week ?? 1) as TNumberValue,
      end_week: (block?.end_week ?? 1) as TNumberValue,
    },
    schema: (schemas) => schemas.ZSpecialBlockInputSchema,
    toInput: (values) => ({
      name: values.name.trim(),
      kind: values.kind,
      start_week: numberOf(values.start_week),
      end_week: numberOf(values.end_week),
    }),
    weeks,
    // The schema passed: both weeks are numbers.
    send: (input) => onSave(input as TBlockInput),
    onClose,
  });

  return (
    <PlanFormModal
      title={t(block ? 'planScreen.block.editTitle' : 'planScreen.block.addTitle')}
      form={form}
      onClose={onClose}
      extra={
        block && (
          <Button
            variant={confirming ? 'filled' : 'subtle'}
            color="red"
            disabled={form.pending}
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
        {...form.text('name')}
        maxLength={PLAN_LIMITS.nameMaxLength}
        required
        data-autofocus
      />
      <Radio.Group
        label={t('planScreen.block.kind')}
        description={t('planScreen.block.kindHint')}
        value={form.values.kind}
        error={form.error('kind')}
        onChange={(value) => {
          const kind = SPECIAL_BLOCK_KINDS.find((item) => item === value);
          if (kind) form.set('kind', kind);
        }}
      >
        <Group gap="lg" mt={6}>
          {SPECIAL_BLOCK_KINDS.map((kind) => (
            <Radio key={kind} value={kind} label={t(`planScreen.block.kinds.${kind}`)} />
          ))}
        </Group>
      </Radio.Group>
      <WeekFields weeks={weeks} start={form.input('start_week')} end={form.input('end_week')} />
      {confirming && block && (
        <Text size="sm" c="red">
          {t('planScreen.block.deleteText', { name: block.name })}
        </Text>
      )}
    </PlanFormModal>
  );
}
