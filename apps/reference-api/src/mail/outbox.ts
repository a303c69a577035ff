import type { Queryable } from '../db/database.ts';
import type { MailConfig } from './config.ts';
import { composeMail, isMailKind, messageIdOf } from './kinds.ts';
import { describeSmtp, smtpTransport, type MailTransport } from './transport.ts';
import { errorFields, log as logger } from '../log/logger.ts';

/** How often the worker looks for due mail. */
export const OUTBOX_POLL_MS = 1000;
/** Most mails one round sends. */
const ROUND_SIZE = 10;
/** A claimed mail is another replica's to take once this has passed without a result. */
const CLAIM_SECONDS = 120;
/** Longest wait between two attempts. */
const MAX_BACKOFF_SECONDS = 3600;
/** Attempts before a mail is given up (about a day at the longest wait). */
export const MAX_ATTEMPTS = 30;

interface Claimed {
  id: number;
  kind: string;
  ref: string;
  attempts: number;
}

/** Seconds to wait after the `attempts`-th failure: the first retry after `base`, doubling, at most an hour. */
export const backoffSeconds = (base: number, attempts: number) => Math.min(MAX_BACKOFF_SECONDS, base * 2 ** Math.max(0, attempts - 1));

/**
 * Sends what is due in the outbox and records each result. Sending happens outside any
 * transaction; a claim keeps two replicas from sending the same mail at the same time.
 */
export async function sendDueMail(db: Queryable, transport: MailTransport, mail: Pick<MailConfig, 'from' | 'retrySeconds'>): Promise<number> {
  const { rows } = await db.query<Claimed>(
    `update mail_outbox set locked_until = now() + make_interval(secs => $1)
     where id in (
       select id from mail_outbox
       where sent_at is null and failed_at is null and next_attempt_at <= now() and (locked_until is null or locked_until < now())
       order by next_attempt_at limit $2 for update skip locked)
     returning id, kind, ref, attempts`,
    [CLAIM_SECONDS, ROUND_SIZE],
  );
  let sent = 0;
  for (const row of rows) {
    try {
      if (!isMailKind(row.kind)) throw new Error(`no composer for mail kind "${row.kind}"`);
      const message = await composeMail(db, row.kind, row.ref);
      if (message) await transport.send({ ...message, from: mail.from, messageId: messageIdOf(row.kind, row.ref) });
      await db.query('update mail_outbox set sent_at = now(), attempts = attempts + 1, locked_until = null, last_error = null where id = $1', [row.id]);
      sent += 1;
    } catch (error) {
      const attempts = Number(row.attempts) + 1;
      // An SMTP server's answer may repeat the recipient's address: keep its codes, not its text.
      const { code, responseCode } = Object(error) as { code?: unknown; responseCode?: unknown };
      const reason = [typeof code === 'string' ? code : error instanceof Error ? error.name : 'error', typeof responseCode === 'number' ? responseCode : ''].join(' ').trim();
      const giveUp = attempts >= MAX_ATTEMPTS;
      const wait = backoffSeconds(mail.retrySeconds, attempts);
      await db.query(
        `update mail_outbox set attempts = $2, last_error = $3, locked_until = null,
           next_attempt_at = now() + make_interval(secs => $4), failed_at = case when $5::boolean then now() end
         where id = $1`,
        [row.id, attempts, reason.slice(0, 500), wait, giveUp],
      );
      logger.warn({ mail: row.kind, ref: row.ref, attempts, giveUp, retryInS: giveUp ? null : wait, code, responseCode }, 'mail not sent');
    }
  }
  return sent;
}

/**
 * Starts the outbox worker. Without SMTP settings (development, tests) mail stays queued and one
 * line says so. The returned function stops the worker after the round in progress.
 */
export function startMailOutbox(
  db: Queryable,
  mail: MailConfig,
  pollMs = OUTBOX_POLL_MS,
  log: (line: string) => void = (line) => logger.info(line),
): () => Promise<void> {
  if (!mail.smtp) {
    log('reference-api: mail is off (set SMTP_URL or SMTP_HOST to send it); booking confirmations wait in the outbox.');
    return async () => undefined;
  }
  log(`reference-api: sending mail through ${describeSmtp(mail.smtp)} as ${mail.from}`);
  const transport = smtpTransport(mail.smtp);
  let current: Promise<unknown> = Promise.resolve();
  let stopped = false;
  let timer: NodeJS.Timeout | undefined;
  const round = () => {
    current = sendDueMail(db, transport, mail)
      .catch((error: unknown) => logger.error(errorFields(error), 'mail outbox round failed'))
      .finally(() => {
        if (!stopped) {
          timer = setTimeout(round, pollMs);
          timer.unref();
        }
      });
  };
  round();
  return async () => {
    stopped = true;
    clearTimeout(timer);
    await current;
    transport.close();
  };
}
