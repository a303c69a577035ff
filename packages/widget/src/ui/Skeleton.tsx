export interface SkeletonProps {
  /** CSS height, e.g. `1em`, `120px`. */
  height?: string;
  width?: string;
}

/** A placeholder block; decorative, so hidden from assistive technology (wrap groups in a labelled status). */
export function Skeleton({ height = '1em', width = '100%' }: SkeletonProps) {
  return <span className="tk-skeleton" aria-hidden="true" style={{ height, width }} />;
}

export interface LoadingRegionProps {
  label: string;
  children?: React.ReactNode;
}

/** Announces "loading <what>" once and shows skeletons under it. */
export function LoadingRegion({ label, children }: LoadingRegionProps) {
  return (
    <div role="status" aria-live="polite" aria-busy="true">
      <span className="tk-visually-hidden">{label}</span>
      {children}
    </div>
  );
}
