import { useLayoutEffect, useRef } from 'react';

/**
 * A ref for a field's control that keeps its `maxlength` in step with the prop. When a control is
 * reused for a field without a limit, React removes the attribute but preact/compat sets the
 * property to '' (maxlength="0": nothing can be typed), so the attribute is removed here after
 * either renderer has committed.
 */
export function useLengthLimit<T extends HTMLInputElement | HTMLTextAreaElement>(maxLength: number | undefined) {
  const ref = useRef<T>(null);
  useLayoutEffect(() => {
    if (maxLength == null) ref.current?.removeAttribute('maxlength');
  }, [maxLength]);
  return ref;
}
