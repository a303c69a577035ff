export interface ReferenceApi {
  url: string;
  fixture(options: { capacity: number; price?: number }): Promise<{ eventId: string; sessionId: string; ticketTypeId: string }>;
  query<T = Record<string, unknown>>(sql: string, params?: unknown[]): Promise<{ rows: T[] }>;
  close(): Promise<void>;
}
export interface ProxiedRequest {
  method: string;
  url: string;
  idempotencyKey: string | undefined;
  status?: number;
  lost: boolean;
}
export interface LossyProxy {
  url: string;
  seen: ProxiedRequest[];
  close(): Promise<void>;
}
export declare function startReferenceApi(): Promise<ReferenceApi>;
export declare function startLossyProxy(target: string, lose: (request: ProxiedRequest, seen: ProxiedRequest[]) => boolean): Promise<LossyProxy>;
