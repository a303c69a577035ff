export declare function logGamma(x: number): number;
export declare function upperGammaQ(a: number, x: number): number;
export declare function chiSquarePValue(statistic: number, df: number): number;
export declare function rankIndependence(
  pairs: ReadonlyArray<readonly [number, number]>,
  bins: number,
): { statistic: number; df: number; pValue: number; table: number[][] };
