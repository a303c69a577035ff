export interface PackedPackage {
  name: string;
  version: string;
  /** Absolute path of the `.tgz`. */
  tarball: string;
  /** The paths inside the tarball (without the `package/` prefix), sorted. */
  files: string[];
}

/** The environment variable naming the directory `npm test` packed into once. */
export declare const PACKED_ENV: string;
export declare function pack(options: { outDir: string; build?: boolean }): Promise<PackedPackage[]>;
export declare function readPacked(dir: string): PackedPackage[];
export declare function packedOrPack(options: { outDir: string }): Promise<PackedPackage[]>;
export declare function withLock<T>(work: () => Promise<T> | T, options?: { timeoutMs?: number; lock?: string }): Promise<T>;
