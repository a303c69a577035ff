import type { ChildProcess } from 'node:child_process';

export interface Proc {
  name: string;
  child: ChildProcess;
  exited: Promise<{ code: number | null; signal: string | null }>;
  output(): string;
  stop(): Promise<void>;
}
export declare const root: string;
export declare class StackError extends Error {}
export declare function portFromEnv(name: string, fallback: number): number;
export declare function firebaseEnvProblems(env?: Record<string, string | undefined>): string[];
export declare function assertProjectId(projectId: string): void;
export declare function assertPortFree(port: number, variable: string, host?: string): Promise<void>;
export declare function freePort(): Promise<number>;
export declare function freePorts(count: number): Promise<number[]>;
export declare function assertPortsFree(ports: Record<string, number>): Promise<void>;
export declare function emulatorFailure(
  output: string,
  o?: { ports?: { auth?: number; hub?: number; logging?: number }; logFile?: string },
): StackError | undefined;
export declare function startAuthEmulator(o: {
  port: number;
  projectId: string;
  quiet?: boolean;
  hubPort?: number;
  loggingPort?: number;
}): Promise<Proc & { url: string; host: string; failure(): StackError | undefined }>;
export interface DemoUser {
  role: string;
  email: string;
  password: string;
  displayName: string;
  /** The account's fixed uid. */
  localId: string;
  /** Custom claims set on the account (staff: `{ admin: true }`). */
  claims?: Record<string, unknown>;
}
export declare const DEMO_USERS: DemoUser[];
export declare function createDemoUsers(o: { emulatorUrl: string; projectId: string }): Promise<DemoUser[]>;
export declare function setCustomClaims(o: { emulatorUrl: string; projectId: string; localId: string; claims: Record<string, unknown> }): Promise<void>;
export declare function startMaildev(o: { smtpPort: number; webPort: number; quiet?: boolean; keep?: boolean }): Promise<Proc & { url: string; smtpUrl: string }>;
export declare function startApi(o: {
  port: number;
  dataDir: string;
  projectId: string;
  authEmulatorHost?: string | undefined;
  quiet?: boolean;
  env?: Record<string, string>;
}): Promise<Proc & { url: string }>;
export declare function startSite(o: {
  port: number;
  apiUrl: string;
  authEmulatorUrl?: string | undefined;
  projectId: string;
  quiet?: boolean;
  preview?: boolean;
  outDir?: string;
}): Promise<Proc & { url: string }>;
export interface Ran {
  code: number | null;
  stdout: string;
  stderr: string;
  /** Killed, with its process group, after `timeoutMs`. */
  timedOut: boolean;
}
/** Runs a command to its end without blocking the event loop; never throws on a failure; kills it after `timeoutMs` (300 s). */
export declare function run(command: string, args: string[], options?: { cwd?: string; env?: Record<string, string>; timeoutMs?: number }): Promise<Ran>;
export declare function stopAll(procs: Array<Proc | undefined>): Promise<void>;
export declare function stopEverything(): Promise<void>;
export declare function startProcess(
  name: string,
  command: string,
  args: string[],
  o?: { env?: Record<string, string>; cwd?: string; quiet?: boolean },
): Proc;
export declare function waitForHttp(proc: Proc, url: string, timeoutMs: number, failure?: () => StackError | undefined): Promise<void>;
