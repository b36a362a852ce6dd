import type { VirtualItem } from '@tanstack/react-virtual';
import type { TTimelineRow } from '../timeline-model';
import { HEADER_HEIGHT } from './TimelineHeader';
import { TimelineRow, type TRowActions, type TRowLabels } from './TimelineRow';
import type { TBarPreview } from './use-bar-drag';

/** The rows in the window, each memoised on its own data (only a previewed row gets weeks). */
export function TimelineRowList({
  label,
  items,
  rows,
  preview,
  week,
  weeks,
  readOnly,
  labels,
  actions,
}: {
  label: string;
  items: VirtualItem[];
  rows: TTimelineRow[];
  preview: TBarPreview | null;
  week: number;
  weeks: number;
  readOnly: boolean;
  labels: TRowLabels;
  actions: TRowActions;
}) {
  return (
    <div role="list" aria-label={label}>
      {items.map((item) => {
        const row = rows[item.index];
        if (!row) return null;
        const shown = preview?.key === row.key ? preview : null;
        return (
          <TimelineRow
            key={row.key}
            row={row}
            top={item.start - HEADER_HEIGHT}
            index={item.index}
            count={rows.length}
            week={week}
            weeks={weeks}
            preview={shown?.range ?? null}
            invalid={shown?.invalid ?? false}
            readOnly={readOnly}
            labels={labels}
            actions={actions}
          />
        );
      })}
    </div>
  );
}
