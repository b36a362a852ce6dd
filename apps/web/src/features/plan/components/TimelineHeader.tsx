import { memo } from 'react';
import type { TPlanYear, TSpecialBlock } from '@cp/contracts';
import { NameColumnResizer } from './NameColumnResizer';
import type { TTimelineTexts } from './Timeline';
import classes from './Timeline.module.css';

/** Header: the periods (24px), the weeks (20px) and the special blocks lane (22px). */
export const HEADER_HEIGHT = 68;

/** Periods, weeks and the special blocks lane; sticky, and only re-rendered when they change. */
export const TimelineHeader = memo(function TimelineHeader({
  year,
  blocks,
  week,
  readOnly,
  texts,
  onEditBlock,
  labelWidth,
  onLabelWidth,
}: {
  year: TPlanYear;
  blocks: TSpecialBlock[];
  week: number;
  readOnly: boolean;
  texts: TTimelineTexts;
  onEditBlock: (block: TSpecialBlock) => void;
  labelWidth: number;
  onLabelWidth: (width: number) => void;
}) {
  const weeksWidth = year.weeks * week;
  return (
    <div className={classes.header} style={{ height: HEADER_HEIGHT }}>
      <div className={classes.corner}>
        <span>{texts.weekColumn}</span>
        <span>{texts.blocksLane}</span>
        <NameColumnResizer label={texts.resizeNames} width={labelWidth} onWidth={onLabelWidth} />
      </div>
      <div className={classes.lanes} style={{ width: weeksWidth }}>
        {year.periods.map((period) => (
          <div
            key={period.id}
            className={classes.period}
            style={{ left: (period.first_week - 1) * week, width: period.weeks * week }}
            title={texts.periodName(period)}
          >
            {texts.periodName(period)}
          </div>
        ))}
        {Array.from({ length: year.weeks }, (_, i) => (
          <div
            key={i}
            className={classes.week}
            style={{ left: i * week }}
            title={texts.week(i + 1)}
          >
            {i + 1}
          </div>
        ))}
        {blocks.map((block) => {
          const blockStyle = {
            left: (block.start_week - 1) * week + 1,
            width: (block.end_week - block.start_week + 1) * week - 2,
          };
          return readOnly ? (
            <span
              key={block.id}
              className={classes.blockChip}
              style={blockStyle}
              title={texts.blockTitle(block)}
            >
              {block.name}
            </span>
          ) : (
            <button
              key={block.id}
              type="button"
              className={classes.blockChip}
              style={blockStyle}
              title={texts.blockTitle(block)}
              aria-label={texts.editBlock(block)}
              onClick={() => onEditBlock(block)}
            >
              {block.name}
            </button>
          );
        })}
      </div>
    </div>
  );
});
