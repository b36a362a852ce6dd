import { Badge, Tabs } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { TEducationStatus } from '@cp/contracts';
import { TABS } from './use-list-params';

/**
 * The educations by status in tabs, each named with its count. Only the open tab's panel is
 * mounted, and it holds `children`.
 */
export function EducationTabs({
  tab,
  counts,
  onTab,
  children,
}: {
  tab: TEducationStatus;
  counts: Record<TEducationStatus, number>;
  onTab: (tab: string) => void;
  /** What the open tab shows. */
  children: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <Tabs value={tab} onChange={(value) => value && onTab(value)} keepMounted={false}>
      <Tabs.List>
        {TABS.map((status) => (
          // Named by what it shows, "Actief 3" (WCAG 2.5.3 Label in Name): the space is text,
          // so every browser joins the two alike.
          <Tabs.Tab key={status} value={status}>
            {t(`educations.statuses.${status}`)}{' '}
            <Badge size="sm" variant="light" color="gray" ml={4}>
              {counts[status]}
            </Badge>
          </Tabs.Tab>
        ))}
      </Tabs.List>
      {TABS.map((status) => (
        <Tabs.Panel key={status} value={status} pt="md">
          {children}
        </Tabs.Panel>
      ))}
    </Tabs>
  );
}
