import { notifications } from '@mantine/notifications';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import type { TPlannedElective, TTermWords, TWeekRange } from '@cp/contracts';
import { messageText } from '@/lib/server-messages';
import type { TTimelineRow } from '../timeline-model';
import { rowName } from './row-name';

/**
 * A bar moved to new weeks: saved at once and announced; a slot that would cover a special
 * block is told, not sent. Stable, for the memoised timeline.
 */
export function useBarChanges({
  move,
  moveSlot,
  announce,
  weeksText,
  terms,
}: {
  move: (change: { id: number; range: TWeekRange }) => void;
  moveSlot: (change: { slot: TPlannedElective; range: TWeekRange }) => void;
  announce: (text: string) => void;
  weeksText: (range: TWeekRange) => string;
  terms: TTermWords;
}) {
  const { t } = useTranslation();
  const onChange = useCallback(
    (row: TTimelineRow, range: TWeekRange, how: 'pointer' | 'keyboard') => {
      const name = rowName(row);
      if (row.kind === 'elective') moveSlot({ slot: row.slot, range });
      else move({ id: row.planned.id, range });
      announce(
        t(how === 'keyboard' ? 'planScreen.announce.keyboard' : 'planScreen.announce.moved', {
          name,
          weeks: weeksText(range),
        }),
      );
    },
    [t, weeksText, move, moveSlot, announce],
  );
  const onBlocked = useCallback(() => {
    const message = messageText('plan.electiveOverBlock', { terms });
    notifications.show({ color: 'red', message });
    announce(message);
  }, [terms, announce]);
  return { onChange, onBlocked };
}
