import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { TDesignKind } from '@cp/contracts';
import { FormModal, type TFormFrameState } from '@/components/form/FormModal';
import { capitalize, useTerms } from '@/lib/use-terms';
import { kindTerm } from '../delete/delete-impact';

/** The add-or-edit form of a design list, titled in the school's words ("Add cluster"). */
export function DesignFormModal({
  kind,
  editing,
  ...frame
}: {
  kind: TDesignKind;
  editing: boolean;
  size: 'lg' | 'xl';
  form: TFormFrameState;
  onClose: () => void;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  const terms = useTerms();
  const title = capitalize(
    t(editing ? 'design.formEdit' : 'design.formCreate', { item: kindTerm(kind, terms) }),
  );
  return <FormModal title={title} {...frame} />;
}
