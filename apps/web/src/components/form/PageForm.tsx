import { Button, Group, Stack, type ButtonProps } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useLeaveGuard } from '@/lib/leave-guard';
import { FormNotices } from './FormNotices';
import type { TFormFrameState } from './FormModal';

/**
 * The frame of a form on a page of its own (settings, a profile, an invitation): the same parts as
 * FormModal without the dialog (docs/forms.md). While the form holds unsaved changes, leaving the
 * page asks first; `actions` go beside the save button (a reset, a cancel).
 */
export function PageForm({
  form,
  label,
  notice,
  submitLabel,
  submitProps,
  actions,
  children,
}: {
  form: TFormFrameState;
  /** The form's accessible name, for a page that holds more than one (the users' invite form). */
  label?: string;
  /** Said at the top after a refused try. */
  notice?: string;
  /** The save button's text; "Opslaan" by default. */
  submitLabel?: string;
  /**
   * The save button across the whole width (the public trial request's only button), or loading
   * for longer than the save (a form that goes on to another site).
   */
  submitProps?: Pick<ButtonProps, 'fullWidth' | 'loading'>;
  actions?: ReactNode;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  const { pending, dirty } = form;
  useLeaveGuard(dirty && !pending);
  return (
    <form onSubmit={(event) => void form.submit(event)} noValidate aria-label={label}>
      <Stack gap="sm">
        <FormNotices form={form} notice={notice} />
        {children}
        <Group justify="flex-end" mt="sm">
          {actions}
          <Button type="submit" loading={pending} {...submitProps}>
            {submitLabel ?? t('app.save')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
