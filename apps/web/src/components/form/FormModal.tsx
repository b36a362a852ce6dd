import {
  Button,
  Group,
  Modal,
  MultiSelect,
  Stack,
  type ButtonProps,
  type ComboboxData,
} from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { TSchemaForm } from './use-schema-form';
import { useUnsavedClose } from '../use-unsaved-close';
import { FormNotices } from './FormNotices';

/** What the frame needs of a form's state (use-schema-form.ts). */
export type TFormFrameState = Pick<
  TSchemaForm<object>,
  'pending' | 'dirty' | 'submit' | 'otherErrors' | 'invalid'
>;

/**
 * The frame of every form in a dialog (docs/forms.md): the title, what the server refused in
 * fields the form does not show, the fields, and cancel and save. `notice` is said at the top
 * when the last try was refused for its data. It cannot be closed while saving; while the form
 * holds unsaved changes, every way of closing it asks first (use-unsaved-close.tsx).
 */
export function FormModal({
  form,
  title,
  onClose,
  notice,
  submitLabel,
  submitProps,
  extra,
  size = 'lg',
  centered,
  children,
}: {
  form: TFormFrameState;
  title: string;
  onClose: () => void;
  /** Said at the top after a refused try ("De gegevens die je hebt opgegeven zijn onjuist"). */
  notice?: string;
  /** The save button's text; "Opslaan" by default. */
  submitLabel?: string;
  /** The save button's colour (a save that asks again) or its disabled state (nothing chosen). */
  submitProps?: Pick<ButtonProps, 'color' | 'disabled'>;
  /** A button at the left of the footer (delete). */
  extra?: ReactNode;
  size?: 'sm' | 'md' | 'lg' | 'xl';
  centered?: boolean;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  const { pending, dirty } = form;
  const { requestClose, modalProps, question } = useUnsavedClose({ dirty, pending, onClose });
  const buttons = (
    <>
      <Button variant="default" onClick={requestClose} disabled={pending}>
        {t('app.cancel')}
      </Button>
      <Button type="submit" loading={pending} {...submitProps}>
        {submitLabel ?? t('app.save')}
      </Button>
    </>
  );
  return (
    <>
      <Modal opened {...modalProps} title={title} size={size} centered={centered}>
        <form onSubmit={(event) => void form.submit(event)} noValidate>
          <Stack gap="sm">
            <FormNotices form={form} notice={notice} />
            {children}
            {extra ? (
              <Group justify="space-between" mt="sm">
                <div>{extra}</div>
                <Group>{buttons}</Group>
              </Group>
            ) : (
              <Group justify="flex-end" mt="sm">
                {buttons}
              </Group>
            )}
          </Stack>
        </form>
      </Modal>
      {question}
    </>
  );
}

/** A searchable pick of linked items (goals, subjects, clusters) of a form. */
export function LinkPicker({
  label,
  data,
  value,
  onChange,
  error,
}: {
  label: string;
  data: ComboboxData;
  value: string[];
  onChange: (value: string[]) => void;
  error: string | undefined;
}) {
  const { t } = useTranslation();
  return (
    <MultiSelect
      label={label}
      placeholder={value.length === 0 ? t('app.pickerHint') : undefined}
      data={data}
      value={value}
      onChange={onChange}
      error={error}
      searchable
      clearable
      // Long lists (600 goals) stay quick: the search narrows, the dropdown shows 100.
      limit={100}
      maxDropdownHeight={320}
      nothingFoundMessage={t('app.nothingFound')}
    />
  );
}
