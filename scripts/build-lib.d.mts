export declare const root: string;
export declare const PUBLISHED: string[];
export declare function buildLib(packageDir: string): { name: string; seconds: number };
