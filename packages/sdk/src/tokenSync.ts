import type { ResolvedTicketkitConfig } from './config.ts';

export interface TokenSync {
  /** POSTs the token (bearer) when it differs from the last one sent. */
  post(token: string): Promise<void>;
  /** DELETEs with the last token sent, once. */
  remove(): Promise<void>;
}

/**
 * The optional `tokenSyncUrl`: partners whose servers render signed-in pages receive the ID token
 * whenever it changes and a DELETE on sign-out. Failures are logged, never thrown.
 */
export function createTokenSync(config: ResolvedTicketkitConfig): TokenSync {
  let last: string | null = null;
  const send = async (method: 'POST' | 'DELETE', token: string) => {
    if (!config.tokenSyncUrl) return;
    try {
      const fetchImpl = config.fetch ?? globalThis.fetch;
      const res = await fetchImpl(config.tokenSyncUrl, { method, credentials: 'include', headers: { Authorization: `Bearer ${token}` } });
      if (!res.ok) console.warn(`Ticketkit: token sync ${method} answered HTTP ${res.status}`);
    } catch (error) {
      console.warn(`Ticketkit: token sync ${method} failed`, error);
    }
  };
  return {
    async post(token) {
      if (token === last) return;
      last = token;
      await send('POST', token);
    },
    async remove() {
      const token = last;
      last = null;
      if (token) await send('DELETE', token);
    },
  };
}
