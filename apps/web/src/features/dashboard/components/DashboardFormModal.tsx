import { Alert } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useState, type ComponentProps } from 'react';
import { useTranslation } from 'react-i18next';
import { FormModal } from '@/components/form/FormModal';
import { ApiError } from '@/lib/api';
import { refusalText } from '@/lib/server-messages';
import { useTerms } from '@/lib/use-terms';

/** The frame of the dashboard's forms: FormModal, narrower and in the middle of the screen. */
export function DashboardFormModal(props: Omit<ComponentProps<typeof FormModal>, 'size'>) {
  return <FormModal size="md" centered {...props} />;
}

/**
 * How a dashboard form shows a refusal: a 422 at its fields (the form hook does that); a reason
 * that is about no field (the license is full, the education is locked) on the form itself, so
 * it cannot be missed; any other failure in a toast, `toast` of its status.
 */
export function useFormRefusal(toast: (status: number | null) => string) {
  const terms = useTerms();
  const [refusal, setRefusal] = useState<string | null>(null);
  return {
    refusal,
    /** Before the next try: the last refusal no longer applies. */
    clear: () => setRefusal(null),
    onRefused: (failure: unknown) => {
      const status = failure instanceof ApiError ? failure.status : null;
      if (status === 422) return;
      const reason = refusalText(failure, { terms });
      if (reason && (status === 409 || status === 403)) setRefusal(reason);
      else notifications.show({ color: 'red', message: toast(status) });
    },
  };
}

/** The refusal of `useFormRefusal`, above the fields. */
export function FormRefusal({ refusal }: { refusal: string | null }) {
  const { t } = useTranslation();
  if (!refusal) return null;
  return (
    <Alert
      color="orange"
      variant="light"
      role="alert"
      title={t('dashboard.form.refused')}
      data-testid="education-form-refusal"
    >
      {refusal}
    </Alert>
  );
}
