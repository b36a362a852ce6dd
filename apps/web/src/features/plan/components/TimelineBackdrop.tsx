import type { TPlanYear, TSpecialBlock } from '@cp/contracts';
import type { TTimelineTexts } from './Timeline';
import classes from './Timeline.module.css';
import type { TShownDrop } from './use-timeline-handle';

/**
 * What lies under the rows: the week grid, a line where each period begins, the special blocks
 * as bands, and where a dragged cluster would land.
 */
export function TimelineBackdrop({
  year,
  blocks,
  week,
  labelWidth,
  readOnly,
  texts,
  onEditBlock,
  drop,
}: {
  year: TPlanYear;
  blocks: TSpecialBlock[];
  week: number;
  labelWidth: number;
  readOnly: boolean;
  texts: TTimelineTexts;
  onEditBlock: (block: TSpecialBlock) => void;
  drop: TShownDrop | null;
}) {
  const weekLeft = (value: number) => labelWidth + (value - 1) * week;
  return (
    <>
      <div className={classes.grid} style={{ width: year.weeks * week }} />
      {year.periods.slice(1).map((period) => (
        <div
          key={period.id}
          className={classes.periodLine}
          style={{ left: weekLeft(period.first_week) - 1 }}
        />
      ))}
      {blocks.map((block) => (
        <div
          key={block.id}
          className={`${classes.band} ${readOnly ? '' : classes.bandEditable}`}
          style={{
            left: weekLeft(block.start_week),
            width: (block.end_week - block.start_week + 1) * week,
          }}
          title={texts.blockTitle(block)}
          // The header's button is the accessible way in; the band is the large target.
          aria-hidden="true"
          onClick={readOnly ? undefined : () => onEditBlock(block)}
        >
          <span className={classes.bandName}>{block.name}</span>
        </div>
      ))}
      {drop && (
        <div
          className={`${classes.drop} ${drop.blocked ? classes.dropBlocked : ''}`}
          style={{
            left: weekLeft(drop.week),
            width: Math.min(drop.width, year.weeks - drop.week + 1) * week,
          }}
        />
      )}
    </>
  );
}
