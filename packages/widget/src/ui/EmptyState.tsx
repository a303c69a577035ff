import type { ReactNode } from 'react';
import { StateIcon, type StateIconName } from './StateIcon.tsx';

export interface EmptyStateProps {
  /** What is missing, as a heading. */
  title: string;
  /** A picture of what is missing (decorative). */
  icon?: StateIconName;
  /** The sentence under the heading: why it is empty or what to expect. */
  children?: ReactNode;
  /** The way out of it: the link or button that fixes it. */
  action?: ReactNode;
  /**
   * Announced when it appears (a status). Off where the screen already announces the same words
   * through its own live region (search results), so they are not read twice.
   */
  live?: boolean;
}

/** Nothing to show: what is missing, why, and the one action that fixes it. */
export function EmptyState({ title, icon = 'empty', children, action, live = true }: EmptyStateProps) {
  return (
    <div className="tk-state" role={live ? 'status' : undefined}>
      <StateIcon name={icon} />
      <h3 part="heading">{title}</h3>
      {children}
      {action ? <div className="tk-state-action">{action}</div> : null}
    </div>
  );
}
