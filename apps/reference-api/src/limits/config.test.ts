import { describe, expect, it } from 'vitest';
import { proxyWarning, readLimitsConfig } from './config.ts';

const rate = (env: NodeJS.ProcessEnv) => {
  const problems: string[] = [];
  const config = readLimitsConfig(env, problems).rate;
  expect(problems).toEqual([]);
  return config;
};

describe('the warning at start about a proxy on the same host', () => {
  it('warns in production without TRUST_PROXY, naming what to set', () => {
    const warning = proxyWarning(true, rate({}));
    expect(warning).toContain('TRUST_PROXY');
    expect(warning).toContain('TRUST_PROXY=loopback');
    expect(warning).toContain('RATE_LIMIT_LOOPBACK=1');
  });

  it('is quiet once TRUST_PROXY names the proxy, when loopback clients are counted, or with no per-address limit', () => {
    expect(proxyWarning(true, rate({ TRUST_PROXY: 'loopback' }))).toBeUndefined();
    expect(proxyWarning(true, rate({ TRUST_PROXY: '10.0.0.5' }))).toBeUndefined();
    expect(proxyWarning(true, rate({ RATE_LIMIT_LOOPBACK: '1' }))).toBeUndefined();
    expect(proxyWarning(true, rate({ RATE_LIMIT_ADDRESS: 'off' }))).toBeUndefined();
  });

  it('is quiet outside production, where the API runs on a developer\'s machine', () => {
    expect(proxyWarning(false, rate({}))).toBeUndefined();
  });
});
