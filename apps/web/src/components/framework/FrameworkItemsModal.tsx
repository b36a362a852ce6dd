import { Anchor, Button, Group, Modal, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useUnsavedClose } from '@/components/use-unsaved-close';
import { notifyRefusal } from '@/lib/notify-refusal';
import { useChangedSinceOpened } from '@/lib/same-values';
import { fieldErrorsOf } from '@/lib/server-messages';
import { useTerms } from '@/lib/use-terms';
import { useSetFrameworkItems, type TPickedFrameworkItem } from '@/lib/framework-link-queries';
import { FrameworkItemPicker } from './FrameworkItemPicker';

/**
 * The framework items one learning goal or test covers (docs/frameworks.md "Linking"): the
 * picker, saved as a set; asks before closing with changes; a refusal is said at the field and
 * in a toast, and the dialog stays open with what was chosen.
 */
export function FrameworkItemsModal({
  location,
  education,
  owner,
  id,
  title,
  linked,
  onClose,
}: {
  location: string;
  education: string;
  owner: 'goal' | 'test';
  id: number;
  title: string;
  /** The items linked now. */
  linked: TPickedFrameworkItem[];
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const terms = useTerms();
  const save = useSetFrameworkItems(location, education, owner);
  const [chosen, setChosen] = useState(linked);
  const [error, setError] = useState<string | undefined>();
  const dirty = useChangedSinceOpened({ chosen: chosen.map((item) => item.id) });
  const { requestClose, modalProps, question } = useUnsavedClose({
    dirty,
    pending: save.isPending,
    onClose,
  });
  const withdrawn = chosen.filter((item) => item.withdrawn_in !== null);

  const submit = async () => {
    setError(undefined);
    try {
      await save.mutateAsync({ id, itemIds: chosen.map((item) => item.id) });
      notifications.show({ color: 'green', message: t('frameworkLinks.saved') });
      onClose();
    } catch (failure) {
      setError(Object.values(fieldErrorsOf(failure, { terms }))[0]);
      notifyRefusal(failure, t('frameworkLinks.saveFailed'), { terms });
    }
  };

  return (
    <>
      <Modal opened {...modalProps} centered size="lg" title={title}>
        <Stack gap="md">
          <FrameworkItemPicker
            location={location}
            value={chosen}
            onChange={setChosen}
            label={t('frameworkLinks.picker.items')}
            error={error}
            autoFocus
          />
          {withdrawn.length > 0 && (
            <Text size="sm" c="#a14e00" role="note">
              {t('frameworkLinks.withdrawnNote', {
                codes: withdrawn.map((item) => item.code || item.title).join(', '),
              })}
            </Text>
          )}
          <Text size="sm" c="dimmed">
            {t('frameworkLinks.libraryHint')}{' '}
            <Anchor href="/admin/frameworks" size="sm" underline="always">
              {t('frameworkLinks.library')}
            </Anchor>
          </Text>
          <Group justify="flex-end">
            <Button variant="default" onClick={requestClose} disabled={save.isPending}>
              {t('design.cancel')}
            </Button>
            <Button onClick={() => void submit()} loading={save.isPending}>
              {t('design.save')}
            </Button>
          </Group>
        </Stack>
      </Modal>
      {question}
    </>
  );
}
