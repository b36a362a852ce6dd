import type { ComponentProps } from 'react';
import { FormModal } from '@/components/form/FormModal';
import { useCountedDialog } from './dialog-open';

/**
 * The add-or-edit form of a planned cluster's lists. While it is open, the details panel tells
 * its frame (dialog-open.ts), so the drawer around it leaves Escape to this form.
 */
export function DetailFormModal(props: ComponentProps<typeof FormModal>) {
  useCountedDialog();
  return <FormModal {...props} />;
}
