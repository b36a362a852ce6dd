import { forwardRef, useImperativeHandle, useState } from 'react';
import classes from './Timeline.module.css';

export interface TAnnouncer {
  say: (text: string) => void;
}

/**
 * The polite live region that tells screen readers what a drag, a key or a remove did. Its text
 * is its own state, so an announcement re-renders only this element, not the board.
 */
export const Announcer = forwardRef<TAnnouncer>(function Announcer(_props, ref) {
  const [text, setText] = useState('');
  useImperativeHandle(ref, () => ({ say: setText }), []);
  return (
    <div aria-live="polite" role="status" className={classes.visuallyHidden}>
      {text}
    </div>
  );
});
