import { Alert, List } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { TFormFrameState } from './FormModal';

/**
 * What a form says above its fields after a refused try: `notice` (the form's own sentence),
 * or the messages of fields it does not show, which must not get lost.
 */
export function FormNotices({ form, notice }: { form: TFormFrameState; notice?: string }) {
  const { t } = useTranslation();
  const { otherErrors } = form;
  if (otherErrors.length > 0) {
    return (
      <Alert color="red" variant="light" title={t('educations.invalidData')}>
        <List size="sm">
          {otherErrors.map((message) => (
            <List.Item key={message}>{message}</List.Item>
          ))}
        </List>
      </Alert>
    );
  }
  if (notice === undefined || !form.invalid) return null;
  return (
    <Alert color="red" variant="light" role="alert">
      {notice}
    </Alert>
  );
}
