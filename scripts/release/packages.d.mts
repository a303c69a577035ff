export interface PublishedPackage {
  name: string;
  /** Relative to the repository root. */
  dir: string;
  version: string;
  private: boolean;
}
export declare function changesetConfig(root?: string): { fixed: string[][]; ignore: string[]; access: string };
export declare function publishedPackages(root?: string): PublishedPackage[];
export declare function pendingChangesets(root?: string): string[];
export declare function tarballFiles(tarball: string): string[];
export declare const REQUIRED_FILES: string[];
export declare function tarballProblems(files: string[]): string[];
