import { useMemo } from 'react';
import { qrPath } from '../../lib/qr.ts';

export interface QrCodeProps {
  value: string;
  label: string;
}

/** An SVG QR code drawn from the matrix: no HTML strings, no data URL, CSP-safe. */
export function QrCode({ value, label }: QrCodeProps) {
  const { size, d } = useMemo(() => qrPath(value), [value]);
  const quiet = 4;
  return (
    <svg className="tk-qr" role="img" aria-label={label} viewBox={`${-quiet} ${-quiet} ${size + quiet * 2} ${size + quiet * 2}`} shapeRendering="crispEdges">
      <rect x={-quiet} y={-quiet} width={size + quiet * 2} height={size + quiet * 2} fill="#fff" />
      <path d={d} fill="#000" />
    </svg>
  );
}
