import type { Health } from '@ticketkit/contract';

export interface ApiClientOptions {
  /** The {host} base address, e.g. `https://api.example.com`; the client adds `/v1`. */
  host: string;
  fetch?: typeof fetch;
}

export interface ApiClient {
  health(signal?: AbortSignal): Promise<Health>;
}

export function createApiClient({ host, fetch: fetchImpl = globalThis.fetch }: ApiClientOptions): ApiClient {
  const base = host.replace(/\/+$/, '') + '/v1';
  return {
    async health(signal) {
      const res = await fetchImpl(`${base}/health`, { signal: signal ?? null });
      if (!res.ok) throw new Error(`health check failed with HTTP ${res.status}`);
      return (await res.json()) as Health;
    },
  };
}
