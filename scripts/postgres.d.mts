export declare function findPostgres(base?: string): string | null;
export interface TestPostgres {
  url: string;
  /** A fast shutdown (sessions terminated with 57P01), `downMs` without a server, then the same server again. */
  restart(o?: { downMs?: number }): Promise<void>;
  stop(): Promise<void>;
}
export declare function startPostgres(o?: { bin?: string | null }): Promise<TestPostgres>;
