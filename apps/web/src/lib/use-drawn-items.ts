import { startTransition, useEffect, useState } from 'react';

/** Items a list draws in its first render: more than a screen holds at any width. */
export const FIRST_DRAWN = 20;

/**
 * The items of a list to draw: the first FIRST_DRAWN at first, then, in a transition React
 * can pause, all of them. Creating fifty cards' elements and laying them out is one task the
 * browser cannot split, and most of them are below the screen: the first screen is on a
 * phone sooner (docs/performance.md, Lighthouse's blocking time).
 */
export function useDrawnItems<T>(items: readonly T[]): readonly T[] {
  const [isComplete, setComplete] = useState(items.length <= FIRST_DRAWN);
  useEffect(() => {
    if (!isComplete) startTransition(() => setComplete(true));
  }, [isComplete]);
  return isComplete ? items : items.slice(0, FIRST_DRAWN);
}
