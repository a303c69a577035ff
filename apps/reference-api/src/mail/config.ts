/** How the API sends mail, read from the environment by `readConfig`. */
export interface MailConfig {
  /**
   * The SMTP server: SMTP_URL (`smtp://user:pass@host:587`, `smtps://…` for TLS from the start), or
   * SMTP_HOST with SMTP_PORT, SMTP_SECURE, SMTP_USER and SMTP_PASS. Unset: mail is queued in the
   * outbox and not sent (development and tests only; production refuses to start).
   */
  smtp: SmtpSettings | undefined;
  /** The From address (MAIL_FROM), e.g. `Ticketkit <tickets@example.com>`. */
  from: string;
  /** First retry after a failed send, doubling each time up to an hour (MAIL_RETRY_SECONDS, default 30). */
  retrySeconds: number;
}

export type SmtpSettings = { url: string } | { host: string; port: number; secure: boolean; user: string | undefined; pass: string | undefined };

const DEV_FROM = 'Ticketkit <tickets@ticketkit.example>';

/** A display name and address, or a bare address; nothing that could add a header. */
const FROM_PATTERN = /^(?:[^<>\r\n]+ <[^\s@<>]+@[^\s@<>]+>|[^\s@<>]+@[^\s@<>]+)$/;

export function readMailConfig(env: NodeJS.ProcessEnv, production: boolean, problems: string[]): MailConfig {
  let smtp: SmtpSettings | undefined;
  const url = env.SMTP_URL?.trim();
  const host = env.SMTP_HOST?.trim();
  if (url && host) problems.push('Set SMTP_URL or SMTP_HOST (with SMTP_PORT…), not both.');
  if (url) {
    if (!/^smtps?:\/\/[^/\s]+\/?$/.test(url)) problems.push('SMTP_URL must look like smtp://user:pass@host:587 or smtps://host:465.');
    smtp = { url };
  } else if (host) {
    const secure = env.SMTP_SECURE === 'true';
    if (env.SMTP_SECURE && !['true', 'false'].includes(env.SMTP_SECURE)) problems.push('SMTP_SECURE must be true or false.');
    const rawPort = env.SMTP_PORT;
    const port = rawPort ? Number(rawPort) : secure ? 465 : 587;
    if (!Number.isInteger(port) || port < 1 || port > 65535) problems.push(`SMTP_PORT=${rawPort} is not a port number (1–65535).`);
    const user = env.SMTP_USER || undefined;
    const pass = env.SMTP_PASS || undefined;
    if (Boolean(user) !== Boolean(pass)) problems.push('SMTP_USER and SMTP_PASS go together: set both or neither.');
    smtp = { host, port, secure, user, pass };
  }
  const from = env.MAIL_FROM?.trim() || (production ? '' : DEV_FROM);
  if (production && !smtp) problems.push('SMTP_URL (or SMTP_HOST) must be set with NODE_ENV=production: booking confirmations are sent by mail.');
  if (production && !env.MAIL_FROM) problems.push('MAIL_FROM must be set with NODE_ENV=production, e.g. "Ticketkit <tickets@example.com>".');
  else if (!FROM_PATTERN.test(from)) problems.push(`MAIL_FROM=${from} is not an address like "Ticketkit <tickets@example.com>".`);
  let retrySeconds = 30;
  if (env.MAIL_RETRY_SECONDS) {
    retrySeconds = Number(env.MAIL_RETRY_SECONDS);
    if (!Number.isInteger(retrySeconds) || retrySeconds < 1 || retrySeconds > 3600) {
      problems.push(`MAIL_RETRY_SECONDS=${env.MAIL_RETRY_SECONDS} must be a whole number from 1 to 3600.`);
      retrySeconds = 30;
    }
  }
  return { smtp, from, retrySeconds };
}
