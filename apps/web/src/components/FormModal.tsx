import {
  Alert,
  Button,
  Group,
  List,
  Modal,
  MultiSelect,
  Stack,
  type ComboboxData,
} from '@mantine/core';
import type { FormEvent, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useUnsavedClose } from './use-unsaved-close';

/**
 * The frame of an add-or-edit form (design lists, a planned cluster's lists): the title, the
 * fields, what the server refused in fields the form does not show, and cancel and save. It
 * cannot be closed while saving. While `dirty` (the values differ from those it opened with),
 * every way of closing it asks first (use-unsaved-close.tsx).
 */
export function FormModal({
  title,
  pending,
  dirty = false,
  onClose,
  onSubmit,
  otherErrors = [],
  size = 'lg',
  children,
}: {
  title: string;
  pending: boolean;
  /** The form holds changes not saved yet. */
  dirty?: boolean;
  onClose: () => void;
  onSubmit: () => void;
  /** Messages of fields not on the form (e.g. hidden by the location's plan fields). */
  otherErrors?: string[];
  size?: 'md' | 'lg' | 'xl';
  children: ReactNode;
}) {
  const { t } = useTranslation();
  const { requestClose, modalProps, question } = useUnsavedClose({ dirty, pending, onClose });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSubmit();
  };
  return (
    <>
      <Modal opened {...modalProps} title={title} size={size}>
        <form onSubmit={submit} noValidate>
          <Stack gap="sm">
            {otherErrors.length > 0 && (
              <Alert color="red" variant="light" title={t('educations.invalidData')}>
                <List size="sm">
                  {otherErrors.map((message) => (
                    <List.Item key={message}>{message}</List.Item>
                  ))}
                </List>
              </Alert>
            )}
            {children}
            <Group justify="flex-end" mt="sm">
              <Button variant="default" onClick={requestClose} disabled={pending}>
                {t('app.cancel')}
              </Button>
              <Button type="submit" loading={pending}>
                {t('app.save')}
              </Button>
            </Group>
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
