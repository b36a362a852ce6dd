import { useLayoutEffect, useState, type RefObject } from 'react';

/** The scroller's height: to the bottom of the window, at least 360px. */
export function useFillHeight(ref: RefObject<HTMLDivElement | null>) {
  const [height, setHeight] = useState(560);
  useLayoutEffect(() => {
    const update = () => {
      const element = ref.current;
      if (!element) return;
      const top = element.getBoundingClientRect().top + window.scrollY;
      setHeight(Math.max(360, Math.round(window.innerHeight - top - 24)));
    };
    update();
    window.addEventListener('resize', update);
    return () => window.removeEventListener('resize', update);
  }, [ref]);
  return height;
}
