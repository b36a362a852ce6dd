import { notifications } from '@mantine/notifications';
import { useEffect, useState } from 'react';
import type { TEducation, TEducationStatus } from '@cp/contracts';
import { selectEducation } from '@/lib/context-store';

/**
 * An education just made here (created or duplicated): answers its id, to show it marked, and
 * what to call when one is made. `shown` is the list on screen; `showTab` opens a status's tab.
 */
export function useMadeEducation(
  shown: readonly unknown[],
  showTab: (status: TEducationStatus) => void,
) {
  const [highlight, setHighlight] = useState<number | null>(null);

  // A just made education is scrolled to once the list has it.
  useEffect(() => {
    if (highlight === null) return;
    document
      .querySelector(`[data-education-id="${highlight}"]`)
      ?.scrollIntoView?.({ block: 'nearest', behavior: 'smooth' });
  }, [highlight, shown]);

  /** The new education (created or duplicated) becomes the current one and is shown marked. */
  const made = (education: TEducation, message: string) => {
    notifications.show({ color: 'green', message });
    selectEducation(education.id);
    setHighlight(education.id);
    showTab(education.status);
  };
  return { highlight, made };
}
