import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

interface TProps {
  title: string;
  children: ReactNode;
  confirmLabel: string;
  color?: string;
  onClose: () => void;
  /** Resolves when done (the modal closes), rejects to keep it open (the caller toasts). */
  onConfirm: () => Promise<unknown>;
}

/** "Are you sure?" before an action that cannot simply be taken back. */
export function ConfirmModal(props: TProps) {
  const { t } = useTranslation();
  const [pending, setPending] = useState(false);
  const confirm = async () => {
    setPending(true);
    try {
      await props.onConfirm();
      props.onClose();
    } catch {
      // The caller has said why; the user may try again or cancel.
    } finally {
      setPending(false);
    }
  };
  return (
    <Modal opened onClose={props.onClose} title={props.title} centered>
      <Stack gap="md">
        {typeof props.children === 'string' ? <Text>{props.children}</Text> : props.children}
        <Group justify="flex-end">
          <Button variant="default" onClick={props.onClose}>
            {t('overview.cancel')}
          </Button>
          <Button color={props.color} loading={pending} onClick={() => void confirm()}>
            {props.confirmLabel}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
