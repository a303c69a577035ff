export interface RecordedRequest {
  method: string;
  url: string;
  headers: Record<string, string | string[] | undefined>;
  body: unknown;
}
export interface Reply {
  status?: number;
  headers?: Record<string, string>;
  body?: unknown;
  delayMs?: number;
  /** Close the connection without answering (a network failure). */
  destroy?: boolean;
  /** Never answer. */
  hang?: boolean;
  /** Send the headers and one byte of the body, then nothing. */
  stallBody?: boolean;
}
export interface ScriptedServer {
  url: string;
  requests: RecordedRequest[];
  setReply(reply: (req: RecordedRequest, count: number) => Reply | void | Promise<Reply | void>): void;
  close(): Promise<void>;
}
export declare function startScriptedServer(
  reply: (req: RecordedRequest, count: number) => Reply | void | Promise<Reply | void>,
): Promise<ScriptedServer>;
