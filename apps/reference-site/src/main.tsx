import { createApiClient } from '@ticketkit/sdk';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { env } from './env.ts';
import { HomePage } from './HomePage.tsx';

const api = createApiClient({ host: env.apiUrl });
const root = document.getElementById('root');
if (root) {
  createRoot(root).render(
    <StrictMode>
      <HomePage api={api} />
    </StrictMode>,
  );
}
