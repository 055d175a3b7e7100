import { useEffect, useLayoutEffect, useRef, useState } from 'react';

/** How far the finger must pull (after resistance) to refresh on release, in CSS pixels. */
export const PULL_THRESHOLD = 64;
const MAX_PULL = 96;
/** The indicator follows the finger at half its travel, so a pull feels held back. */
const RESISTANCE = 0.5;

export type PullState = 'idle' | 'pulling' | 'armed' | 'refreshing';

/**
 * Pull to refresh on a touch screen: a downward drag that starts at the very top of the page
 * runs `onRefresh` on release once pulled past PULL_THRESHOLD. While a screen uses it, the
 * browser's own pull (which would reload the whole app) is switched off with
 * `overscroll-behavior-y: contain`, so the two never both fire; and a drag is taken only when
 * the page is already at its top, so ordinary scrolling is untouched.
 */
export function usePullToRefresh(onRefresh: () => Promise<unknown>) {
  const [pull, setPull] = useState(0);
  const [state, setState] = useState<PullState>('idle');
  // The listeners stay for the screen's life and call the latest `onRefresh`.
  const refresh = useRef(onRefresh);
  useLayoutEffect(() => {
    refresh.current = onRefresh;
  });

  useEffect(() => {
    const root = document.documentElement;
    const before = root.style.overscrollBehaviorY;
    root.style.overscrollBehaviorY = 'contain';

    let startY: number | null = null;
    let distance = 0;
    let isRefreshing = false;

    const onStart = (event: TouchEvent) => {
      // Not inside a dialog (its own scroll), not with two fingers (a zoom), only at the top.
      const inDialog = event.target instanceof Element && event.target.closest('dialog');
      if (isRefreshing || event.touches.length !== 1 || window.scrollY > 0 || inDialog) return;
      startY = event.touches[0]!.clientY;
      distance = 0;
    };
    const onMove = (event: TouchEvent) => {
      if (startY === null) return;
      const dragged = event.touches[0]!.clientY - startY;
      if (dragged <= 0 || window.scrollY > 0) {
        // Scrolling up the page, or it moved: not a pull.
        if (distance > 0) {
          setPull(0);
          setState('idle');
        }
        distance = 0;
        return;
      }
      // The page is at its top and the finger moves down: this drag is ours.
      if (event.cancelable) event.preventDefault();
      distance = Math.min(dragged * RESISTANCE, MAX_PULL);
      setPull(distance);
      setState(distance >= PULL_THRESHOLD ? 'armed' : 'pulling');
    };
    const onEnd = () => {
      if (startY === null) return;
      startY = null;
      if (distance < PULL_THRESHOLD) {
        setPull(0);
        setState('idle');
        return;
      }
      isRefreshing = true;
      setState('refreshing');
      setPull(PULL_THRESHOLD);
      void refresh
        .current()
        .catch(() => undefined)
        .finally(() => {
          isRefreshing = false;
          setPull(0);
          setState('idle');
        });
    };

    window.addEventListener('touchstart', onStart, { passive: true });
    // Not passive: a pull must stop the page from scrolling while it is being pulled.
    window.addEventListener('touchmove', onMove, { passive: false });
    window.addEventListener('touchend', onEnd);
    window.addEventListener('touchcancel', onEnd);
    return () => {
      root.style.overscrollBehaviorY = before;
      window.removeEventListener('touchstart', onStart);
      window.removeEventListener('touchmove', onMove);
      window.removeEventListener('touchend', onEnd);
      window.removeEventListener('touchcancel', onEnd);
    };
  }, []);

  return { pull, state };
}
