export interface SkeletonProps {
  /** CSS height, e.g. `1em`, `120px`. */
  height?: string;
  width?: string;
}

/** A placeholder block; decorative, so hidden from assistive technology (wrap groups in a labelled status). */
export function Skeleton({ height = '1em', width = '100%' }: SkeletonProps) {
  return <span className="tk-skeleton" aria-hidden="true" style={{ height, width }} />;
}

/**
 * A placeholder for one line of text: exactly one line box of the text around it (so a skeleton
 * built from the real elements, `<h2><SkeletonText /></h2>`, is as tall as the text it stands for),
 * with the bar drawn inside it at the height of the letters.
 */
export function SkeletonText({ width = '100%' }: { width?: string }) {
  return <span className="tk-skeleton tk-skeleton-text" aria-hidden="true" style={{ width }} />;
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
