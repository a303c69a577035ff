import { HOLD_TTL_SECONDS, MAX_TICKETS_PER_ORDER } from '@ticketkit/contract';
import { describe, expect, it } from 'vitest';
import { readConfig } from './config.ts';
import { configProblems as problemsOf, PRODUCTION_ENV as PROD } from './testing/production.ts';

const DEV = { FIREBASE_AUTH_EMULATOR_HOST: '127.0.0.1:9099', TICKETKIT_DEV_AUTH_EMULATOR: '1', FIREBASE_PROJECT_ID: 'demo-ticketkit' };

describe('readConfig: accepting the Auth emulator\'s unsigned tokens', () => {
  it('needs the explicit development switch: the emulator host alone does not turn it on', () => {
    expect(readConfig({ FIREBASE_AUTH_EMULATOR_HOST: '127.0.0.1:9099' }).authEmulatorHost).toBeUndefined();
    expect(readConfig({ FIREBASE_AUTH_EMULATOR_HOST: '127.0.0.1:9099', TICKETKIT_DEV_AUTH_EMULATOR: '0' }).authEmulatorHost).toBeUndefined();
    expect(readConfig(DEV).authEmulatorHost).toBe('127.0.0.1:9099');
  });

  it.each([
    ['NODE_ENV=Production', { NODE_ENV: 'Production' }, /NODE_ENV=Production/],
    ['NODE_ENV=PRODUCTION', { NODE_ENV: 'PRODUCTION' }, /NODE_ENV=PRODUCTION/],
    ['NODE_ENV=prod', { NODE_ENV: 'prod' }, /NODE_ENV=prod/],
    ['NODE_ENV=" production"', { NODE_ENV: ' production' }, /NODE_ENV= production/],
    ['NODE_ENV=preprod', { NODE_ENV: 'preprod' }, /NODE_ENV=preprod/],
    ['a real project id', { FIREBASE_PROJECT_ID: 'ticketkit-prod' }, /FIREBASE_PROJECT_ID=ticketkit-prod/],
    ['API_PUBLIC_URL on https', { API_PUBLIC_URL: 'https://api.ticketkit.example' }, /API_PUBLIC_URL=https:\/\/api.ticketkit.example/],
  ])('refuses to start with the switch beside a sign of production: %s', (_, extra, named) => {
    const problems = problemsOf({ ...DEV, TICKETKIT_QR_SECRET: 'x', API_PUBLIC_URL: 'http://127.0.0.1:8787', ...extra });
    expect(problems.join('\n')).toMatch(/unsigned tokens|Auth emulator/);
    expect(problems.join('\n')).toMatch(named);
  });

  it('refuses the emulator host in production even without the switch, in any spelling of production', () => {
    for (const NODE_ENV of ['production', 'Production', 'PROD']) {
      expect(problemsOf({ ...PROD, NODE_ENV, FIREBASE_AUTH_EMULATOR_HOST: '127.0.0.1:9099' }).join('\n')).toMatch(/FIREBASE_AUTH_EMULATOR_HOST/);
    }
  });

  it('refuses a switch that is neither 1 nor unset, and the switch without an emulator host', () => {
    expect(problemsOf({ TICKETKIT_DEV_AUTH_EMULATOR: 'yes', FIREBASE_AUTH_EMULATOR_HOST: 'h:1' }).join('\n')).toMatch(/TICKETKIT_DEV_AUTH_EMULATOR=yes/);
    expect(problemsOf({ TICKETKIT_DEV_AUTH_EMULATOR: '1' }).join('\n')).toMatch(/needs FIREBASE_AUTH_EMULATOR_HOST/);
  });
});

describe('readConfig: production', () => {
  it('treats any spelling of production as production (its requirements apply)', () => {
    expect(problemsOf({ NODE_ENV: 'Production' }).join('\n')).toMatch(/TICKETKIT_QR_SECRET/);
    expect(readConfig({ ...PROD, NODE_ENV: 'PRODUCTION' }).production).toBe(true);
  });

  it('treats anything that looks like production as production: no development defaults beside it', () => {
    for (const NODE_ENV of ['preproduction', 'prod-eu', 'PreProd']) {
      const problems = problemsOf({ NODE_ENV }).join('\n');
      for (const required of [/API_PUBLIC_URL must be set/, /TICKETKIT_QR_SECRET must be set/, /SMTP_URL \(or SMTP_HOST\) must be set/, /MAIL_FROM must be set/]) {
        expect(problems, NODE_ENV).toMatch(required);
      }
      const config = readConfig({ ...PROD, NODE_ENV });
      expect(config.production, NODE_ENV).toBe(true);
      expect(config.corsOrigins, NODE_ENV).not.toBe('*');
    }
    for (const NODE_ENV of [undefined, 'development', 'test', 'staging']) expect(readConfig({ NODE_ENV }).production, NODE_ENV).toBe(false);
  });

  it('requires API_PUBLIC_URL: absolute URLs never follow the Host header', () => {
    const { API_PUBLIC_URL: _, ...withoutUrl } = PROD;
    expect(problemsOf(withoutUrl).join('\n')).toMatch(/API_PUBLIC_URL must be set/);
    expect(problemsOf(PROD)).toEqual([]);
  });

  it('requires the seller printed on GST invoices, and a GSTIN that is one', () => {
    const { SELLER_GSTIN: _, ...withoutGstin } = PROD;
    expect(problemsOf(withoutGstin).join('\n')).toMatch(/SELLER_GSTIN must be set/);
    expect(problemsOf({ ...PROD, SELLER_GSTIN: '27ABC' }).join('\n')).toMatch(/SELLER_GSTIN=27ABC is not a 15-character GSTIN/);
  });
});

describe('readConfig: development defaults', () => {
  it('fills every setting the app reads (createApp has no defaults of its own): the contract\'s hold time and order limit, a demo project, a development QR secret', () => {
    expect(readConfig({})).toMatchObject({
      holdTtlSeconds: HOLD_TTL_SECONDS,
      maxTicketsPerOrder: MAX_TICKETS_PER_ORDER,
      firebaseProjectId: expect.stringMatching(/^demo-/),
      qrSecret: expect.any(String),
      corsOrigins: '*',
      seller: { gstin: '27AAACT1234A1Z5', state: 'Maharashtra' },
    });
    expect(readConfig({ HOLD_TTL_SECONDS: '2', MAX_TICKETS_PER_ORDER: '3' })).toMatchObject({ holdTtlSeconds: 2, maxTicketsPerOrder: 3 });
  });
});
