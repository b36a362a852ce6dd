import { Group, NativeSelect, Text, TextInput } from '@mantine/core';
import { useEffect, useRef, useState, type FocusEvent, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { WEIGHT_UNITS, type TWeightUnit } from '@cp/contracts';

/*
 * The small editors a Toetsplan cell opens in place: Enter (or leaving the editor) saves, Escape
 * cancels. A choice saves as it is made.
 */

interface TEditorProps {
  /** The editor's name: "Weging van 4H-S01 Programmeren". */
  label: string;
  error: string | null;
  onCancel: () => void;
}

/** Focus leaves the editor (not to one of its own inputs). */
const leaves = (event: FocusEvent<HTMLElement>) =>
  !event.currentTarget.contains(event.relatedTarget as Node | null);

function EditorError({ id, error }: { id: string; error: string | null }) {
  if (!error) return null;
  return (
    <Text id={id} size="xs" c="red.8" role="alert" mt={2} maw={220}>
      {error}
    </Text>
  );
}

/** A weight and its unit ("25" and "procent"). */
export function WeightEditor({
  label,
  error,
  onCancel,
  initial,
  onSave,
  errorId,
}: TEditorProps & {
  initial: { text: string; unit: TWeightUnit };
  onSave: (value: { text: string; unit: TWeightUnit }) => void;
  errorId: string;
}) {
  const { t } = useTranslation();
  const [text, setText] = useState(initial.text);
  const [unit, setUnit] = useState(initial.unit);
  const input = useRef<HTMLInputElement>(null);
  useEffect(() => {
    input.current?.focus();
    input.current?.select();
  }, []);
  const keys = (event: KeyboardEvent) => {
    if (event.key === 'Enter') {
      event.preventDefault();
      onSave({ text, unit });
    } else if (event.key === 'Escape') {
      event.preventDefault();
      event.stopPropagation();
      onCancel();
    }
  };
  return (
    <div onKeyDown={keys} onBlur={(event) => leaves(event) && onSave({ text, unit })}>
      <Group gap={4} wrap="nowrap">
        <TextInput
          ref={input}
          size="xs"
          w={70}
          value={text}
          onChange={(event) => setText(event.currentTarget.value)}
          inputMode="decimal"
          aria-label={label}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          title={t('testPlan.edit.saveHint')}
        />
        <NativeSelect
          size="xs"
          w={110}
          value={unit}
          onChange={(event) => setUnit(event.currentTarget.value as TWeightUnit)}
          aria-label={t('testPlan.edit.unit')}
          data={WEIGHT_UNITS.map((value) => ({
            value,
            label: t(`testPlan.edit.units.${value}`),
          }))}
        />
      </Group>
      <EditorError id={errorId} error={error} />
    </div>
  );
}

/** One choice of a list (the purpose, the resit); choosing saves. */
export function ChoiceEditor<T extends string>({
  label,
  error,
  onCancel,
  value,
  options,
  placeholder,
  onSave,
  errorId,
}: TEditorProps & {
  value: T | null;
  options: { value: T; label: string }[];
  /** Shown while nothing is chosen (a resit without its rule). */
  placeholder?: string;
  onSave: (value: T) => void;
  errorId: string;
}) {
  const select = useRef<HTMLSelectElement>(null);
  useEffect(() => select.current?.focus(), []);
  const data = value === null ? [{ value: '', label: placeholder ?? '', disabled: true }] : [];
  return (
    <div
      onKeyDown={(event) => {
        if (event.key !== 'Escape') return;
        event.preventDefault();
        event.stopPropagation();
        onCancel();
      }}
      onBlur={(event) => leaves(event) && onCancel()}
    >
      <NativeSelect
        ref={select}
        size="xs"
        value={value ?? ''}
        onChange={(event) => onSave(event.currentTarget.value as T)}
        aria-label={label}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
        data={[...data, ...options]}
      />
      <EditorError id={errorId} error={error} />
    </div>
  );
}
