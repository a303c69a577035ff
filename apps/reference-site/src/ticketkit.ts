import { createApiClient } from '@ticketkit/sdk';
import { env } from './env.ts';

/** The site's one API client, shared by every page. */
export const api = createApiClient({ host: env.apiUrl });
