export interface BadgeProps {
  tone?: 'warning' | 'danger' | 'neutral' | 'success';
  children: React.ReactNode;
}

export function Badge({ tone = 'neutral', children }: BadgeProps) {
  return (
    <span part="badge" className="tk-badge" data-tone={tone}>
      {children}
    </span>
  );
}
