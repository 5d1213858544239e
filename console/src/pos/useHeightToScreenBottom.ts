import { useLayoutEffect, useState, type RefObject } from 'react';

/** Space kept under the column, and the least height it is given on a very short window. */
const BOTTOM_GAP_PX = 16;
const MIN_HEIGHT_PX = 320;

/**
 * The height that takes an element from where it now starts on screen down to the window's
 * bottom, kept up to date as the page scrolls (a sticky column starts lower before it sticks)
 * and the window changes size. Undefined while `enabled` is false.
 */
export function useHeightToScreenBottom(ref: RefObject<HTMLElement | null>, enabled: boolean): number | undefined {
  const [height, setHeight] = useState<number>();
  useLayoutEffect(() => {
    if (!enabled) return;
    const measure = () => {
      const top = ref.current?.getBoundingClientRect().top;
      if (top !== undefined) setHeight(Math.max(MIN_HEIGHT_PX, Math.floor(window.innerHeight - top - BOTTOM_GAP_PX)));
    };
    measure();
    window.addEventListener('scroll', measure, { passive: true });
    window.addEventListener('resize', measure);
    return () => {
      window.removeEventListener('scroll', measure);
      window.removeEventListener('resize', measure);
      setHeight(undefined);
    };
  }, [ref, enabled]);
  return height;
}
