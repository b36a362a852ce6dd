import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/**
 * "Unsaved changes: keep editing or discard?", asked before a form with changes closes
 * (components/FormModal.tsx) or before the user leaves a page with them. Focus starts on
 * "Verder bewerken", so Enter or Escape never throws work away; the dialog's own Escape, close
 * button and outside click all mean "keep editing". Mantine returns focus to where it was (the
 * form) when the dialog closes.
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
    <Modal opened={opened} onClose={onKeepEditing} title={t('unsaved.title')} centered>
      <Stack gap="md">
        <Text>{t('unsaved.text')}</Text>
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onKeepEditing} data-autofocus>
            {t('unsaved.keepEditing')}
          </Button>
          <Button color="red" onClick={onDiscard}>
            {t('unsaved.discard')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
