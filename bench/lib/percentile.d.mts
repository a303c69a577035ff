export declare const percentile: (sorted: ArrayLike<number>, p: number) => number;
export declare function quantiles(values: Iterable<number>): { count: number; p50: number; p95: number; p99: number };
export declare function median(values: Iterable<number>): number;
