import { describe, expect, it } from 'vitest';
import { checkConfig, configFromDataset } from './config.ts';

const firebase = '{"apiKey":"fake-key","projectId":"demo-ticketkit","authDomain":"127.0.0.1"}';

describe('given the script tag data attributes', () => {
  it('reads every documented attribute', () => {
    expect(
      configFromDataset({ host: 'https://api.example.com', firebaseConfig: firebase, authEmulator: 'http://127.0.0.1:9099', locale: 'hi-IN', storagePrefix: 'partner:', font: 'ticketkit' }),
    ).toEqual({
      ok: true,
      config: {
        host: 'https://api.example.com',
        firebase: { apiKey: 'fake-key', projectId: 'demo-ticketkit', authDomain: '127.0.0.1' },
        authEmulator: 'http://127.0.0.1:9099',
        locale: 'hi-IN',
        storagePrefix: 'partner:',
        font: 'ticketkit',
      },
    });
  });
  it('is not configured from a tag without data attributes (Ticketkit.init is used instead)', () => {
    expect(configFromDataset({})).toBeNull();
  });
  it.each([
    [{ host: 'https://api.example.com', firebaseConfig: '{apiKey:1}' }, /JSON/],
    [{ host: 'api.example.com', firebaseConfig: firebase }, /data-host/],
    [{ host: 'https://api.example.com', firebaseConfig: '{"apiKey":"k"}' }, /projectId/],
    [{ host: 'https://api.example.com', firebaseConfig: firebase, authEmulator: '127.0.0.1:9099' }, /data-auth-emulator/],
    [{ host: 'https://api.example.com', firebaseConfig: firebase, font: 'Comic Sans' }, /data-font.*host, ticketkit/],
  ])('explains a bad configuration %j', (data, message) => {
    const result = configFromDataset(data);
    expect(result?.ok).toBe(false);
    if (result && !result.ok) expect(result.problem).toMatch(message);
  });
  it('checks Ticketkit.init input the same way', () => {
    expect(checkConfig({ host: 'http://127.0.0.1:8787', firebase: { apiKey: 'k', projectId: 'p' } }).ok).toBe(true);
  });
});
