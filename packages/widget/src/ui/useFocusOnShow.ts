import { useLayoutEffect, type RefObject } from 'react';

/**
 * Moves focus to `ref` in the commit that shows it, and again whenever `trigger` changes to another
 * truthy value. A layout effect, not a passive one: preact runs passive effects a frame later, and a
 * key pressed in between lands on the control that appeared with the screen, then focus jumps away.
 */
export function useFocusOnShow(ref: RefObject<HTMLElement | null>, trigger: unknown): void {
  useLayoutEffect(() => {
    if (trigger) ref.current?.focus();
  }, [ref, trigger]);
}
