import { ColorInput, type ColorInputProps } from '@mantine/core';
import { useState } from 'react';

/**
 * Mantine's ColorInput, with Escape closing only its picker. The picker opens while the input has
 * focus; Mantine 9's ColorInput does not close it on Escape, and its input does not carry the
 * `data-mantine-stop-propagation` mark that Select and MultiSelect set while their dropdown is
 * open, so a Modal around it (which listens for Escape on the window) closed the whole form and
 * lost what was typed. Here the picker's open state is ours: Escape closes the picker, and while
 * the picker is open the input carries the mark, so a Modal leaves that Escape alone. Use this
 * instead of ColorInput everywhere.
 */
export function ColorField({
  popoverProps,
  onFocus,
  onBlur,
  onClick,
  onKeyDown,
  onInput,
  ...props
}: ColorInputProps) {
  const [opened, setOpened] = useState(false);
  return (
    <ColorInput
      {...props}
      popoverProps={{ ...popoverProps, opened }}
      data-mantine-stop-propagation={opened || undefined}
      onFocus={(event) => {
        onFocus?.(event);
        setOpened(true);
      }}
      onBlur={(event) => {
        onBlur?.(event);
        setOpened(false);
      }}
      onClick={(event) => {
        onClick?.(event);
        setOpened(true);
      }}
      onInput={(event) => {
        // Typing after Escape shows the picker again, as a Select's dropdown does.
        onInput?.(event);
        setOpened(true);
      }}
      onKeyDown={(event) => {
        onKeyDown?.(event);
        if (event.key === 'Escape' && opened) setOpened(false);
      }}
    />
  );
}
