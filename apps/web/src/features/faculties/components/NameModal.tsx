import { TextInput } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useTranslation } from 'react-i18next';
import { FACULTY_NAME_MAX_LENGTH } from '@cp/contracts';
import { FormModal } from '@/components/form/FormModal';
import { useSchemaForm } from '@/components/form/use-schema-form';
import { ApiError } from '@/lib/api';

interface TProps {
  title: string;
  submitLabel: string;
  initialName?: string;
  onClose: () => void;
  /** Saves the name; resolves with the saved name. */
  onSubmit: (name: string) => Promise<unknown>;
  successMessage: (name: string) => string;
  failureMessage: string;
}

/**
 * Creating or renaming a faculty or an education parent: one name. Bad data is explained on the
 * form ('The data you have provided is incorrect' and the field's own message); any other failure
 * closes nothing and shows the failure toast.
 */
export function NameModal(props: TProps) {
  const { t } = useTranslation();
  const form = useSchemaForm({
    initial: { name: props.initialName ?? '' },
    // An education parent's name has the same rule (ZEducationParentInputSchema).
    schema: (schemas) => schemas.ZFacultyInputSchema,
    toInput: (values) => ({ name: values.name.trim() }),
    send: (input) => props.onSubmit(input.name),
    onSaved: (_saved, input) => {
      notifications.show({ color: 'green', message: props.successMessage(input.name) });
      props.onClose();
    },
    onRefused: (error) => {
      if (error instanceof ApiError && error.status === 422) return;
      notifications.show({ color: 'red', message: props.failureMessage });
    },
  });

  return (
    <FormModal
      form={form}
      title={props.title}
      notice={t('educations.invalidData')}
      submitLabel={props.submitLabel}
      onClose={props.onClose}
      size="md"
      centered
    >
      <TextInput
        label={t('faculties.name')}
        {...form.text('name')}
        maxLength={FACULTY_NAME_MAX_LENGTH + 20}
        required
        data-autofocus
      />
    </FormModal>
  );
}
