import nodemailer from 'nodemailer';
import type { SmtpSettings } from './config.ts';

/** One mail as the outbox hands it to the transport (nodemailer's message fields). */
export interface MailMessage {
  to: { name: string; address: string };
  subject: string;
  text: string;
  html: string;
  attachments: Array<{ filename: string; content: Buffer | string; contentType: string; cid?: string }>;
}

export interface MailTransport {
  send(message: MailMessage & { from: string; messageId: string }): Promise<void>;
  close(): void;
}

/** Bounds on a send, so a hanging server delays one mail by seconds, not minutes. */
const TIMEOUTS = { connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 30_000 };

/** SMTP through nodemailer, one pooled connection. */
export function smtpTransport(smtp: SmtpSettings): MailTransport {
  const transport = nodemailer.createTransport(
    'url' in smtp
      ? { url: smtp.url, pool: true, maxConnections: 1, ...TIMEOUTS }
      : {
          host: smtp.host,
          port: smtp.port,
          secure: smtp.secure,
          ...(smtp.user ? { auth: { user: smtp.user, pass: smtp.pass } } : {}),
          pool: true,
          maxConnections: 1,
          ...TIMEOUTS,
        },
  );
  return {
    async send(message) {
      await transport.sendMail(message);
    },
    close: () => transport.close(),
  };
}

/** Where the SMTP server is, for log lines (never the password). */
export function describeSmtp(smtp: SmtpSettings): string {
  if ('url' in smtp) {
    const url = new URL(smtp.url);
    return `${url.protocol}//${url.host}`;
  }
  return `${smtp.secure ? 'smtps' : 'smtp'}://${smtp.host}:${smtp.port}`;
}
