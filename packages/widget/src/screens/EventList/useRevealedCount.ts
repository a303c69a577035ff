import { useEffect, useState } from 'react';

/** Cards drawn in the task in which a page of events arrives: the first screen's, and then some. */
export const FIRST_CARDS = 4;
/** Cards drawn in each task after it. */
export const CARDS_PER_TASK = 4;

/**
 * How many of `total` cards to draw now. With `progressive`, the first FIRST_CARDS at once and the
 * others CARDS_PER_TASK at a time, each batch in a task of its own: drawing a page of 20 cards (and
 * the style and layout work they bring) in one task was the home page's longest task after the
 * first render (PERF.md), and the cards past the first few are below the fold anyway. Without
 * it, all at once.
 */
export function useRevealedCount(total: number, progressive: boolean): number {
  const [revealed, setRevealed] = useState(progressive ? FIRST_CARDS : Number.POSITIVE_INFINITY);
  const shown = Math.min(total, revealed);
  useEffect(() => {
    if (shown >= total || total === 0) return;
    const timer = setTimeout(() => setRevealed(shown + CARDS_PER_TASK));
    return () => clearTimeout(timer);
  }, [shown, total]);
  return shown;
}
