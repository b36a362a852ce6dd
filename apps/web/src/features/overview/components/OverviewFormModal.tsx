import type { ComponentProps } from 'react';
import { FormModal } from '@/components/form/FormModal';

/** The frame of the overview's forms: FormModal in the middle of the screen, narrower by default. */
export function OverviewFormModal(props: ComponentProps<typeof FormModal>) {
  return <FormModal size="md" centered {...props} />;
}
