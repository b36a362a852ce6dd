import { ActionIcon, Menu, Tooltip } from '@mantine/core';
import { useState, type ReactNode } from 'react';
import { Icon, type TGlyph } from './icons/Icon';

/**
 * A menu of the top bar (docs/foundation-brief.md "The shell"): an icon button named `label`,
 * with that name as its tooltip, opening `children` below it at the right.
 */
export function TopBarMenu({
  label,
  glyph,
  width,
  children,
}: {
  label: string;
  glyph: TGlyph;
  width: number;
  /** The menu's items. */
  children: ReactNode;
}) {
  // Controlled only so the tooltip keeps quiet while the menu is open.
  const [menuOpened, setMenuOpened] = useState(false);
  return (
    <Menu
      opened={menuOpened}
      onChange={setMenuOpened}
      position="bottom-end"
      width={width}
      shadow="md"
      withinPortal
    >
      <Menu.Target>
        <Tooltip label={label} openDelay={400} disabled={menuOpened}>
          <ActionIcon variant="subtle" color="gray" size="lg" aria-label={label}>
            <Icon glyph={glyph} />
          </ActionIcon>
        </Tooltip>
      </Menu.Target>
      <Menu.Dropdown>{children}</Menu.Dropdown>
    </Menu>
  );
}
