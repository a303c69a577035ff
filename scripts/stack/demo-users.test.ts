import { describe, expect, it } from 'vitest';
import { DEMO_USERS, createDemoUsers } from '../stack.mjs';

// The demo accounts in a real Auth emulator (the one `npm test` starts): signing in as each gives
// an ID token with its fixed uid, and only the staff account's token carries the admin claim.

const host = process.env.FIREBASE_AUTH_EMULATOR_HOST;
const projectId = process.env.FIREBASE_PROJECT_ID || 'demo-ticketkit';

async function tokenClaims(email: string, password: string): Promise<Record<string, unknown>> {
  const res = await fetch(`http://${host}/identitytoolkit.googleapis.com/v1/accounts:signInWithPassword?key=demo-api-key`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password, returnSecureToken: true }),
  });
  const { idToken } = (await res.json()) as { idToken: string };
  return JSON.parse(Buffer.from(idToken.split('.')[1]!, 'base64url').toString()) as Record<string, unknown>;
}

describe.runIf(host)('createDemoUsers in the Auth emulator', () => {
  it('creates a consumer (host one), an employee, a second host and staff with the admin claim, and can run again', async () => {
    for (let run = 0; run < 2; run++) await createDemoUsers({ emulatorUrl: `http://${host}`, projectId });
    const byEmail = Object.fromEntries(DEMO_USERS.map((u) => [u.email, u]));
    expect(Object.keys(byEmail)).toEqual(['demo@ticketkit.example', 'demo.employee@acme.example', 'host2@ticketkit.example', 'staff@ticketkit.example']);
    for (const user of DEMO_USERS) {
      const claims = await tokenClaims(user.email, user.password);
      expect(claims.sub).toBe(user.localId);
      expect(claims.email_verified).toBe(true);
      expect(claims.admin === true, user.email).toBe(user.email === 'staff@ticketkit.example');
    }
  });
});
