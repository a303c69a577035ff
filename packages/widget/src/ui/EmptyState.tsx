import type { ReactNode } from 'react';

export interface EmptyStateProps {
  title: string;
  children?: ReactNode;
}

export function EmptyState({ title, children }: EmptyStateProps) {
  return (
    <div className="tk-state" role="status">
      <h3 part="heading">{title}</h3>
      {children}
    </div>
  );
}
