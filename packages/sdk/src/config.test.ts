import { describe, expect, it, vi } from 'vitest';
import { resolveConfig, TicketkitConfigError, type TicketkitConfig } from './config.ts';

const valid: TicketkitConfig = {
  host: 'https://api.example.com/',
  firebase: { apiKey: 'AIzaSyExample', authDomain: 'demo.firebaseapp.com', projectId: 'demo-x' },
};

function problems(config: unknown): string[] {
  try {
    resolveConfig(config as TicketkitConfig);
  } catch (error) {
    expect(error).toBeInstanceOf(TicketkitConfigError);
    expect((error as TicketkitConfigError).code).toBe('config/invalid');
    return (error as TicketkitConfigError).problems;
  }
  return [];
}

describe('given a valid config', () => {
  it('fills in the defaults', () => {
    const resolved = resolveConfig(valid);
    expect(resolved).toMatchObject({
      host: 'https://api.example.com',
      storagePrefix: 'ticketkit:',
      inactivityTimeoutMs: 3_600_000,
      signInMode: 'auto',
      providers: ['google', 'facebook', 'github', 'twitter', 'phone', 'password', 'emailLink'],
      requestTimeoutMs: 30_000,
      authEmulatorUrl: null,
      locale: null,
    });
  });

  it('gives mobile devices the 60 s network timeout', () => {
    vi.stubGlobal('navigator', { userAgent: 'Mozilla/5.0 (Linux; Android 14) Mobile Safari/537.36' });
    try {
      expect(resolveConfig(valid).requestTimeoutMs).toBe(60_000);
      expect(resolveConfig({ ...valid, requestTimeoutMs: 5000 }).requestTimeoutMs).toBe(5000);
    } finally {
      vi.unstubAllGlobals();
    }
  });

  it('does not need an authDomain when only email and phone sign-in are enabled', () => {
    expect(problems({ ...valid, providers: ['password', 'phone'], firebase: { apiKey: 'k', projectId: 'p' } })).toEqual([]);
  });
});

describe('given a config with several problems', () => {
  it('throws one error that lists every problem', () => {
    const list = problems({
      host: '/api',
      firebase: { apiKey: 'abc:def', projectId: '' },
      inactivityTimeoutMs: -5,
      signInMode: 'window',
      locale: 'english-uk',
      authEmulatorUrl: 'localhost:9099',
      providers: ['google', 'myspace'],
    });
    expect(list).toEqual([
      expect.stringContaining('host must be an absolute http(s) URL'),
      expect.stringContaining('providers must be a list of'),
      expect.stringContaining('signInMode must be'),
      expect.stringContaining('firebase.apiKey must be the Web API key from the Firebase console; it must not contain a colon'),
      expect.stringContaining('firebase.projectId is required'),
      expect.stringContaining('firebase.authDomain is required when popup or redirect sign-in'),
      expect.stringContaining('authEmulatorUrl must be an absolute'),
      expect.stringContaining('inactivityTimeoutMs must be'),
      expect.stringContaining('locale must be a language tag'),
    ]);
    try {
      resolveConfig({ host: 'nope' } as TicketkitConfig);
    } catch (error) {
      expect((error as Error).message).toMatch(/^Invalid Ticketkit config:\n- host must be .*\n- firebase must be/s);
    }
  });

  it('rejects a missing config, bad callbacks and timers too long for setTimeout', () => {
    expect(problems(undefined)[0]).toBe('config must be an object');
    expect(problems({ ...valid, onNavigate: '/login' })).toEqual(['onNavigate must be a function']);
    expect(problems({ ...valid, inactivityTimeoutMs: 2 ** 31 })).toHaveLength(1);
    expect(problems({ ...valid, tokenSyncUrl: 'session' })).toEqual([expect.stringContaining('tokenSyncUrl')]);
  });
});
