export interface FullPageLoaderProps {
  /** What is loading, read by screen readers. */
  label?: string;
}

/** The full-page loader the spec shows while a screen's code loads. */
export function FullPageLoader({ label = 'Loading…' }: FullPageLoaderProps) {
  return (
    <div className="tk-full-page-loader" role="status" aria-live="polite">
      <span className="tk-spinner" aria-hidden="true" />
      <span className="tk-visually-hidden">{label}</span>
    </div>
  );
}
