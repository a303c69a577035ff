import type { ReactNode } from 'react';

/** Lets a wide table scroll sideways on a phone instead of widening the page; focusable so a keyboard can scroll it. */
export function Scrolls({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div role="region" aria-label={label} tabIndex={0} style={{ overflowX: 'auto', maxWidth: '100%' }}>
      {children}
    </div>
  );
}
