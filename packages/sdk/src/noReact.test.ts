// The SDK never needs React (as zustand proves for its vanilla entry): with `react` replaced by an
// empty module, the whole SDK still works. firebase/auth is also watched: browsing must not import it.
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { startScriptedServer, type ScriptedServer } from './testing/scriptedServer.mjs';

vi.mock('react', () => ({}));
vi.mock('react-dom', () => ({}));
const firebaseImported = vi.hoisted(() => ({ auth: false }));
vi.mock('firebase/auth', async (original) => {
  firebaseImported.auth = true;
  return original();
});

let server: ScriptedServer;
beforeAll(async () => {
  server = await startScriptedServer(() => ({ body: { items: [{ slug: 'nagpur', name: 'Nagpur' }] } }));
});
afterAll(() => server.close());

describe('given React is not available', () => {
  it('creates a Ticketkit, browses the API and uses the stores', async () => {
    const sdk = await import('./index.ts');
    const tk = sdk.createTicketkit({
      host: server.url,
      firebase: { apiKey: 'key', authDomain: 'demo.firebaseapp.com', projectId: 'demo-x' },
      storagePrefix: 'noreact:',
    });
    expect(tk.session.getState().status).toBe('signed-out');
    await expect(tk.api.listCities()).resolves.toEqual({ items: [{ slug: 'nagpur', name: 'Nagpur' }] });
    tk.city.getState().setCity('pune');
    expect(tk.city.getState().city).toBe('pune');
    expect(tk.guards.requireUser('yourtickets')).toEqual({ redirect: '/login?source=yourtickets' });
    expect(sdk.describeError('booking/sold-out').title).toBe('Sold out');
    expect(await tk.auth.getIdToken()).toBeNull();
    tk.destroy();
    expect(firebaseImported.auth).toBe(false);
  });
});
