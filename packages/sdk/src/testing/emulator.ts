// Helpers for tests against the real Firebase Auth emulator (FIREBASE_AUTH_EMULATOR_HOST, set by `npm test`).
import type { TicketkitConfig } from '../config.ts';

declare const process: { env: Record<string, string | undefined> };

export const projectId = process.env.FIREBASE_PROJECT_ID || 'demo-ticketkit';

export function emulatorHost(): string {
  const host = process.env.FIREBASE_AUTH_EMULATOR_HOST;
  if (!host) throw new Error('FIREBASE_AUTH_EMULATOR_HOST is not set: run `npm test`, or start an emulator (see the team rules) and set it.');
  return host;
}

const admin = (path: string) => `http://${emulatorHost()}/emulator/v1/projects/${projectId}${path}`;

export async function wipeAccounts(): Promise<void> {
  await fetch(admin('/accounts'), { method: 'DELETE' });
}

export async function setImprovedEmailPrivacy(enabled: boolean): Promise<void> {
  await fetch(admin('/config'), {
    method: 'PATCH',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ emailPrivacyConfig: { enableImprovedEmailPrivacy: enabled } }),
  });
}

export async function oobCodes(): Promise<Array<{ email: string; oobLink: string; requestType: string }>> {
  const res = await fetch(admin('/oobCodes'));
  return ((await res.json()) as { oobCodes: Array<{ email: string; oobLink: string; requestType: string }> }).oobCodes;
}

export async function verificationCodes(): Promise<Array<{ phoneNumber: string; code: string }>> {
  const res = await fetch(admin('/verificationCodes'));
  return ((await res.json()) as { verificationCodes: Array<{ phoneNumber: string; code: string }> }).verificationCodes;
}

let n = 0;
/** A config for the emulator with its own storage prefix (hence its own Firebase app). */
export function emulatorConfig(overrides: Partial<TicketkitConfig> = {}): TicketkitConfig {
  n += 1;
  return {
    host: 'http://127.0.0.1:9',
    firebase: { apiKey: 'demo-api-key', authDomain: '127.0.0.1', projectId, appId: '1:1:web:1' },
    authEmulatorUrl: `http://${emulatorHost()}`,
    storagePrefix: `it${n}-${Date.now()}:`,
    ...overrides,
  };
}

/** Decodes a JWT's claims (the emulator's tokens are unsigned). */
export function claims(token: string): Record<string, unknown> {
  const payload = token.split('.')[1] ?? '';
  return JSON.parse(atob(payload.replace(/-/g, '+').replace(/_/g, '/'))) as Record<string, unknown>;
}

export const unique = (label: string) => `${label}-${Date.now()}-${Math.random().toString(36).slice(2, 8)}`;
