import classes from './Timeline.module.css';
import { BAR_HINT_ID, BAR_HINT_READ_ONLY_ID } from './TimelineRow';

/** The hidden hints the bars point to (`aria-describedby`): how to move one, or only open it. */
export function BarHints({ hint, readOnlyHint }: { hint: string; readOnlyHint: string }) {
  return (
    <>
      <span id={BAR_HINT_ID} className={classes.visuallyHidden}>
        {hint}
      </span>
      <span id={BAR_HINT_READ_ONLY_ID} className={classes.visuallyHidden}>
        {readOnlyHint}
      </span>
    </>
  );
}
