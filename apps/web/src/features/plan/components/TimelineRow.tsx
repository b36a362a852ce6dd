import { memo, type CSSProperties } from 'react';
import { followRange, followWeek, type TWeekRange } from '@cp/contracts';
import {
  clusterName,
  DEFAULT_BAR_COLOR,
  textOn,
  type TClusterRow,
  type TElectiveRow,
  type TTimelineRow,
} from '../timeline-model';
import { Icon } from '@/components/icons/Icon';
import { trashGlyph } from '@/components/icons/glyphs/trash';
import classes from './Timeline.module.css';

/** The texts a row needs, made once per timeline (one language subscription, not one per row). */
export interface TRowLabels {
  bar: (name: string, range: TWeekRange) => string;
  summary: (name: string, range: TWeekRange, row: TClusterRow) => string;
  remove: (name: string) => string;
  editSlot: (name: string) => string;
  places: (taken: number, places: number) => string;
  addChoice: string;
  addChoiceOf: (name: string) => string;
  noPlace: string;
}

/** Ids of the timeline's hidden hints that tell how a bar is moved (or that it cannot be). */
export const BAR_HINT_ID = 'plan-bar-hint';
export const BAR_HINT_READ_ONLY_ID = 'plan-bar-hint-read-only';

/** What a row asks of the timeline; stable for the timeline's life. */
export interface TRowActions {
  open: (row: TTimelineRow) => void;
  remove: (row: TTimelineRow) => void;
  addChoice: (row: TElectiveRow) => void;
}

interface TProps {
  row: TTimelineRow;
  top: number;
  index: number;
  count: number;
  week: number;
  weeks: number;
  /** The weeks shown while the bar is dragged; null otherwise. */
  preview: TWeekRange | null;
  invalid: boolean;
  readOnly: boolean;
  labels: TRowLabels;
  actions: TRowActions;
}

const rangeOf = (item: TWeekRange): TWeekRange => ({
  start_week: item.start_week,
  end_week: item.end_week,
});

/** Tests, check moments and activities inside a bar, placed relative to the bar's first week. */
function Markers({ row, range, week }: { row: TClusterRow; range: TWeekRange; week: number }) {
  const from = rangeOf(row.planned);
  const moved = from.start_week !== range.start_week || from.end_week !== range.end_week;
  const at = (value: number) =>
    ((moved ? followWeek(value, from, range) : value) - range.start_week) * week;
  return (
    <>
      {row.items.activities.map((activity) => {
        const place = moved ? followRange(activity, from, range) : activity;
        return (
          <span
            key={`a${activity.id}`}
            className={classes.activity}
            style={{
              left: (place.start_week - range.start_week) * week + 3,
              width: (place.end_week - place.start_week + 1) * week - 6,
            }}
          />
        );
      })}
      {row.items.checkups.map((checkup) => (
        <span
          key={`c${checkup.id}`}
          className={classes.checkup}
          style={{ left: at(checkup.week) + week / 2 }}
        />
      ))}
      {row.items.tests.map((test) => (
        <span
          key={`t${test.id}`}
          className={classes.test}
          style={{ left: at(test.week) + week / 2 }}
        />
      ))}
    </>
  );
}

/**
 * One row of the timeline: the sticky label and the bar. Memoised: a drag or a change elsewhere
 * re-renders only the rows whose props changed. The timeline handles pointer and keyboard on
 * the bars by delegation (`data-bar`, `data-edge`), so a row carries no handlers of its own.
 */
export const TimelineRow = memo(function TimelineRow({
  row,
  top,
  index,
  count,
  week,
  weeks,
  preview,
  invalid,
  readOnly,
  labels,
  actions,
}: TProps) {
  const base = row.kind === 'elective' ? row.slot : row.planned;
  const range = preview ?? rangeOf(base);
  const temporary = base.id < 0;
  const draggable = !readOnly && row.kind !== 'choice' && !temporary;
  const name = row.kind === 'elective' ? (row.elective?.title ?? '?') : clusterName(row.cluster);
  // The bar shows the short title where there is one; its name begins with what it shows, so a
  // user who says "click VA" finds it (WCAG 2.5.3 Label in Name).
  const shown = row.kind === 'elective' ? name : (row.cluster?.short_title ?? name);
  const spoken = name.includes(shown) ? name : `${shown}: ${name}`;
  const color = row.kind === 'elective' ? undefined : (row.cluster?.color ?? DEFAULT_BAR_COLOR);
  const barStyle: CSSProperties = {
    left: (range.start_week - 1) * week + 1,
    width: (range.end_week - range.start_week + 1) * week - 2,
    ...(color ? { background: color, color: textOn(color) } : {}),
  };
  const barClass = [
    classes.bar,
    row.kind === 'elective' && classes.slotBar,
    draggable && classes.draggable,
    preview && classes.dragging,
    invalid && classes.invalid,
    temporary && classes.pending,
  ]
    .filter(Boolean)
    .join(' ');

  return (
    <div
      className={classes.row}
      style={{ top, height: row.height, width: 'var(--canvas)' }}
      data-index={index}
      role="listitem"
      aria-posinset={index + 1}
      aria-setsize={count}
    >
      {row.kind === 'elective' ? (
        <ElectiveLabel
          row={row}
          name={name}
          readOnly={readOnly}
          labels={labels}
          actions={actions}
        />
      ) : (
        <div className={`${classes.label} ${row.kind === 'choice' ? classes.choiceLabel : ''}`}>
          <button
            type="button"
            className={classes.labelButton}
            data-tip={name}
            data-tip-when-cut=""
            onClick={() => actions.open(row)}
            disabled={temporary}
          >
            {name}
          </button>
          {!readOnly && !temporary && (
            <button
              type="button"
              className={classes.iconButton}
              aria-label={labels.remove(name)}
              title={labels.remove(name)}
              onClick={() => actions.remove(row)}
            >
              <Icon glyph={trashGlyph} size={16} strokeWidth={2} />
            </button>
          )}
        </div>
      )}
      <div className={classes.lane} style={{ width: weeks * week }}>
        <div
          className={barClass}
          style={barStyle}
          data-bar={row.key}
          role="button"
          tabIndex={temporary ? -1 : 0}
          aria-label={labels.bar(spoken, range)}
          aria-describedby={draggable ? BAR_HINT_ID : BAR_HINT_READ_ONLY_ID}
          aria-disabled={temporary || undefined}
          // The full name (the bar shows the short title, often cut): the timeline's one tooltip.
          data-tip={
            row.kind === 'elective' ? labels.bar(name, range) : labels.summary(name, range, row)
          }
        >
          {draggable && (
            <span className={`${classes.edge} ${classes.edgeStart}`} data-edge="start" />
          )}
          <span className={classes.barText}>{shown}</span>
          {row.kind !== 'elective' && <Markers row={row} range={range} week={week} />}
          {draggable && <span className={`${classes.edge} ${classes.edgeEnd}`} data-edge="end" />}
        </div>
      </div>
    </div>
  );
});

function ElectiveLabel({
  row,
  name,
  readOnly,
  labels,
  actions,
}: {
  row: TElectiveRow;
  name: string;
  readOnly: boolean;
  labels: TRowLabels;
  actions: TRowActions;
}) {
  const full = row.choices >= row.slot.places;
  const noteId = `plan-no-place-${row.slot.id}`;
  const temporary = row.slot.id < 0;
  return (
    <div className={`${classes.label} ${classes.electiveLabel}`}>
      <div className={classes.electiveLine}>
        <button
          type="button"
          className={classes.labelButton}
          data-tip={name}
          data-tip-when-cut=""
          onClick={() => actions.open(row)}
          disabled={readOnly || temporary}
          style={{ fontWeight: 600, fontSize: 'var(--mantine-font-size-sm)' }}
        >
          {name}
        </button>
        <span>{labels.places(row.choices, row.slot.places)}</span>
        {!readOnly && !temporary && (
          <button
            type="button"
            className={classes.iconButton}
            aria-label={labels.remove(name)}
            title={labels.remove(name)}
            onClick={() => actions.remove(row)}
          >
            <Icon glyph={trashGlyph} size={16} strokeWidth={2} />
          </button>
        )}
      </div>
      {!readOnly && !temporary && (
        <div className={classes.electiveLine}>
          <button
            type="button"
            className={classes.addChoice}
            disabled={full}
            aria-label={labels.addChoiceOf(name)}
            aria-describedby={full ? noteId : undefined}
            onClick={() => actions.addChoice(row)}
          >
            {labels.addChoice}
          </button>
          {full && (
            <span id={noteId} className={classes.noPlace} title={labels.noPlace}>
              {labels.noPlace}
            </span>
          )}
        </div>
      )}
    </div>
  );
}
