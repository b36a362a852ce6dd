import { useTranslation } from 'react-i18next';
import type { TCatalogueItem } from '@cp/contracts';
import { ConfirmDialog } from '@/components/ConfirmDialog';

/** The question before deactivating (final) or deleting a catalogue item. */
export function ConfirmItemDialog({
  change,
  name,
  onConfirm,
  onCancel,
}: {
  change: { type: 'deactivate' | 'delete'; item: TCatalogueItem };
  name: string;
  onConfirm: () => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation();
  const deactivating = change.type === 'deactivate';
  return (
    <ConfirmDialog
      opened
      title={
        deactivating
          ? t('catalogues.deactivateTitle', { name })
          : t('catalogues.deleteTitle', { name })
      }
      danger
      confirmLabel={deactivating ? t('catalogues.deactivate') : t('catalogues.delete')}
      onConfirm={onConfirm}
      onCancel={onCancel}
    >
      {deactivating ? t('catalogues.deactivateText') : t('catalogues.deleteText')}
    </ConfirmDialog>
  );
}
