import { useEffect, useState } from 'react';
import { api } from '../ticketkit.ts';

type Status = { state: 'loading' } | { state: 'ok'; database: string } | { state: 'error'; message: string };

export default function HomePage() {
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
  }, []);
  return (
    <section>
      <h1>Ticketkit</h1>
      <p data-testid="api-status">
        {status.state === 'loading' && 'Checking the API…'}
        {status.state === 'ok' && `API is up (${status.database}).`}
        {status.state === 'error' && `API unreachable: ${status.message}`}
      </p>
    </section>
  );
}
