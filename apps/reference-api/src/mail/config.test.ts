import { describe, expect, it } from 'vitest';
import { readConfig } from '../config.ts';
import { configProblems as problemsOf, PRODUCTION_ENV } from '../testing/production.ts';
import { startMailOutbox } from './outbox.ts';

const { SMTP_URL: _url, MAIL_FROM: _from, ...PRODUCTION } = PRODUCTION_ENV;

describe('mail settings', () => {
  it('are required in production: SMTP server and From address', () => {
    const problems = problemsOf(PRODUCTION);
    expect(problems).toContain('SMTP_URL (or SMTP_HOST) must be set with NODE_ENV=production: booking confirmations are sent by mail.');
    expect(problems).toContain('MAIL_FROM must be set with NODE_ENV=production, e.g. "Ticketkit <tickets@example.com>".');
    expect(problemsOf({ ...PRODUCTION, SMTP_URL: 'smtps://mailer:secret@smtp.example.com:465', MAIL_FROM: 'Tickets <t@example.com>' })).toEqual([]);
  });

  it('read SMTP_HOST with its port, TLS and credentials, or SMTP_URL', () => {
    expect(readConfig({ SMTP_HOST: 'smtp.example.com', SMTP_SECURE: 'true', SMTP_USER: 'u', SMTP_PASS: 'p' }).mail.smtp).toEqual({
      host: 'smtp.example.com', port: 465, secure: true, user: 'u', pass: 'p',
    });
    expect(readConfig({ SMTP_URL: 'smtp://127.0.0.1:2525' }).mail.smtp).toEqual({ url: 'smtp://127.0.0.1:2525' });
    expect(readConfig({}).mail).toMatchObject({ smtp: undefined, retrySeconds: 30 });
  });

  it('name each mistake', () => {
    expect(problemsOf({ SMTP_URL: 'http://x', SMTP_HOST: 'y', SMTP_PORT: 'z', SMTP_USER: 'u', MAIL_FROM: 'a\r\nBcc: b@c.d', MAIL_RETRY_SECONDS: '0' })).toEqual([
      'Set SMTP_URL or SMTP_HOST (with SMTP_PORT…), not both.',
      'SMTP_URL must look like smtp://user:pass@host:587 or smtps://host:465.',
      'MAIL_FROM=a\r\nBcc: b@c.d is not an address like "Ticketkit <tickets@example.com>".',
      'MAIL_RETRY_SECONDS=0 must be a whole number from 1 to 3600.',
    ]);
    expect(problemsOf({ SMTP_HOST: 'y', SMTP_PORT: 'z', SMTP_USER: 'u' })).toEqual([
      'SMTP_PORT=z is not a port number (1–65535).',
      'SMTP_USER and SMTP_PASS go together: set both or neither.',
    ]);
  });

  it('when absent outside production, mail is queued and one line says mail is off', async () => {
    const lines: string[] = [];
    const stop = startMailOutbox({ query: () => Promise.reject(new Error('the outbox must not be read')), exec: () => Promise.resolve() }, readConfig({}).mail, 10, (l) => lines.push(l));
    await new Promise((r) => setTimeout(r, 50));
    await stop();
    expect(lines).toEqual(['reference-api: mail is off (set SMTP_URL or SMTP_HOST to send it); booking confirmations wait in the outbox.']);
  });
});
