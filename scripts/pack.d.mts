export interface PackedPackage {
  name: string;
  version: string;
  /** Absolute path of the `.tgz`. */
  tarball: string;
  /** The paths inside the tarball (without the `package/` prefix), sorted. */
  files: string[];
}

export declare function pack(options: { outDir: string; build?: boolean }): Promise<PackedPackage[]>;
