import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from './ConfirmDialog';

/**
 * "Unsaved changes: keep editing or discard?", asked before a form with changes closes
 * (components/use-unsaved-close.tsx) or before the user leaves a page with them. The app's one
 * confirm dialog as a destructive question: focus starts on "Verder bewerken", so Enter or
 * Escape never throws work away; its Escape, close button and outside click all mean "keep
 * editing". Mantine returns focus to where it was (the form) when the dialog closes.
 */
export function UnsavedChangesDialog({
  opened,
  onKeepEditing,
  onDiscard,
}: {
  opened: boolean;
  onKeepEditing: () => void;
  onDiscard: () => void;
}) {
  const { t } = useTranslation();
  return (
    <ConfirmDialog
      opened={opened}
      title={t('unsaved.title')}
      confirmLabel={t('unsaved.discard')}
      cancelLabel={t('unsaved.keepEditing')}
      danger
      onConfirm={onDiscard}
      onCancel={onKeepEditing}
    >
      {t('unsaved.text')}
    </ConfirmDialog>
  );
}
