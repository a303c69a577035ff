export interface RegistryAnswer {
  state: 'published' | 'unpublished' | 'unreachable';
  detail: string;
}
export declare function registryState(name: string, version: string, options?: { cwd?: string; env?: NodeJS.ProcessEnv }): RegistryAnswer;
