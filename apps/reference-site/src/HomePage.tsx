import type { ApiClient } from '@ticketkit/sdk';
import { useEffect, useState } from 'react';

type Status = { state: 'loading' } | { state: 'ok'; database: string } | { state: 'error'; message: string };

export function HomePage({ api }: { api: ApiClient }) {
  const [status, setStatus] = useState<Status>({ state: 'loading' });
  useEffect(() => {
    const controller = new AbortController();
    api.health(controller.signal).then(
      (health) => setStatus({ state: 'ok', database: health.database }),
      (error: unknown) => {
        if (!controller.signal.aborted) setStatus({ state: 'error', message: String(error) });
      },
    );
    return () => controller.abort();
  }, [api]);
  return (
    <main>
      <h1>Ticketkit</h1>
      <p data-testid="api-status">
        {status.state === 'loading' && 'Checking the API…'}
        {status.state === 'ok' && `API is up (${status.database}).`}
        {status.state === 'error' && `API unreachable: ${status.message}`}
      </p>
    </main>
  );
}
