import { ActionIcon, type ActionIconProps } from '@mantine/core';
import { forwardRef } from 'react';
import { useTranslation } from 'react-i18next';

/** The "⋯" button of an education's actions; also shown while its menu is still loading. */
export const ActionsButton = forwardRef<
  HTMLButtonElement,
  ActionIconProps & { name: string; onClick?: () => void }
>(function ActionsButton({ name, ...props }, ref) {
  const { t } = useTranslation();
  return (
    <ActionIcon
      ref={ref}
      variant="default"
      size="lg"
      aria-label={t('dashboard.card.actionsLabel', { name })}
      {...props}
    >
      <span aria-hidden="true">⋯</span>
    </ActionIcon>
  );
});
