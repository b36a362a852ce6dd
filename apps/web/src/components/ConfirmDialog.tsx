import { Alert, Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * The app's one "are you sure?" dialog: a title (its accessible name), what will happen (a
 * sentence or impact lists), cancel and confirm. Feature code renders this rather than a modal of
 * its own, so every confirmation looks, focuses and behaves the same (docs/design.md).
 *
 * - `danger`: the confirm button is red and focus starts on Cancel, so Enter does not delete by
 *   accident. Otherwise focus starts on the confirm button.
 * - `pending`: the action runs; confirm shows a loader and the dialog cannot be closed (no
 *   Escape, no click outside, Cancel disabled), so the answer is not lost.
 * - `error`: why the action failed, shown inside; the dialog stays open to try again or cancel.
 * - `confirmDisabled` with `confirmDisabledReason`: the action is not possible now, and why.
 *
 * Mantine returns focus to the element that opened the dialog when it closes.
 */
export function ConfirmDialog({
  opened,
  title,
  children,
  confirmLabel,
  cancelLabel,
  danger = false,
  pending = false,
  error,
  confirmDisabled = false,
  confirmDisabledReason,
  onConfirm,
  onCancel,
  zIndex,
  size,
}: {
  opened: boolean;
  title: string;
  /** The message; a string becomes a paragraph, anything else is rendered as given. */
  children?: ReactNode;
  confirmLabel: string;
  /** Defaults to "Annuleren" / "Cancel". */
  cancelLabel?: string;
  danger?: boolean;
  pending?: boolean;
  /** Why the action failed, or nothing. */
  error?: ReactNode;
  confirmDisabled?: boolean;
  confirmDisabledReason?: string;
  onConfirm: () => void;
  onCancel: () => void;
  /** Only for a dialog asked from inside a popover, which Mantine puts above modals. */
  zIndex?: number;
  size?: 'sm' | 'md' | 'lg';
}) {
  const { t } = useTranslation();
  const reasonId = useId();
  const showReason = confirmDisabled && Boolean(confirmDisabledReason);
  return (
    <Modal
      opened={opened}
      // While pending nothing closes it (the close button does nothing; it keeps the theme's
      // name, which closeButtonProps here would replace).
      onClose={pending ? () => undefined : onCancel}
      closeOnEscape={!pending}
      closeOnClickOutside={!pending}
      title={title}
      centered
      size={size}
      zIndex={zIndex}
    >
      <Stack gap="md">
        {typeof children === 'string' ? <Text>{children}</Text> : children}
        {showReason && (
          <Text id={reasonId} size="sm" c="dimmed">
            {confirmDisabledReason}
          </Text>
        )}
        {error ? (
          <Alert color="red" variant="light" role="alert">
            {error}
          </Alert>
        ) : null}
        <Group justify="flex-end" gap="sm">
          <Button
            variant="default"
            onClick={onCancel}
            disabled={pending}
            data-autofocus={danger || undefined}
          >
            {cancelLabel ?? t('app.cancel')}
          </Button>
          <Button
            color={danger ? 'red' : undefined}
            onClick={onConfirm}
            loading={pending}
            disabled={confirmDisabled}
            aria-describedby={showReason ? reasonId : undefined}
            data-autofocus={(!danger && !confirmDisabled) || undefined}
          >
            {confirmLabel}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
