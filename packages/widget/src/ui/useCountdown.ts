import { useEffect, useRef, useState } from 'react';

/**
 * Milliseconds left until `until` (epoch ms), refreshed every second and no longer once reached;
 * 0 once reached or when unset. `now` is the clock (tests and stories pass their own).
 */
export function useCountdown(until: number | undefined, now: () => number = Date.now): number {
  const clock = useRef(now);
  useEffect(() => {
    clock.current = now;
  });
  const [current, setCurrent] = useState(() => now());
  useEffect(() => {
    if (until === undefined) return;
    const tick = () => {
      const at = clock.current();
      setCurrent(at);
      if (at >= until) clearInterval(id);
    };
    const id = setInterval(tick, 1000);
    const first = setTimeout(tick, 0);
    return () => {
      clearInterval(id);
      clearTimeout(first);
    };
  }, [until]);
  return until === undefined ? 0 : Math.max(0, until - current);
}

/** 27 500 ms → "0:28"; 605 000 ms → "10:05". */
export function formatCountdown(ms: number): string {
  const total = Math.max(0, Math.ceil(ms / 1000));
  return `${Math.floor(total / 60)}:${String(total % 60).padStart(2, '0')}`;
}
