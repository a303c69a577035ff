// The booking confirmation goes out over real SMTP to a real MailDev, from a real API over HTTP.
import { randomUUID } from 'node:crypto';
import { createServer, type AddressInfo, type Server, type Socket } from 'node:net';
import qrcode from 'qrcode-generator';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort } from '../../../../scripts/stack.mjs';
import { readConfig } from '../config.ts';
import { startApi, type RunningApi } from '../server.ts';
import { ATTENDEE, client, insertFixture, startTestApi } from '../testing/api.ts';
import { emulatorHost, signUp, type TestUser } from '../testing/emulator.ts';
import { startInbox, type Inbox } from '../testing/mail.ts';
import { payOnSandbox, sandboxOf } from '../testing/payments.ts';
import { QR_CELL_PIXELS, QR_MARGIN_CELLS, WHEN } from './booking-confirmation.ts';

const FAST = { MAIL_RETRY_SECONDS: '1' };
const POLL = { mailPollMs: 100 };

async function book(api: RunningApi, user: TestUser, email: string, key = randomUUID(), asked: { locale?: string; acceptLanguage?: string } = {}) {
  const http = client(api);
  const f = await insertFixture(api.db, { capacity: 10, price: 45_000 });
  const hold = await http('POST', '/holds', { token: user.idToken, body: { sessionId: f.sessionId, items: [{ ticketTypeId: f.ticketTypeId, quantity: 2 }] } });
  expect(hold.status).toBe(201);
  const body = { holdId: hold.body.id, attendee: { ...ATTENDEE, email }, ...(asked.locale ? { locale: asked.locale } : {}) };
  const language: Record<string, string> = asked.acceptLanguage ? { 'Accept-Language': asked.acceptLanguage } : {};
  const created = await http('POST', '/bookings', { token: user.idToken, body, headers: { 'Idempotency-Key': key, ...language } });
  expect(created.body.status).toBe('payment-pending');
  // The tickets are mailed once they are paid: the sandbox pays and its webhook confirms the booking.
  await payOnSandbox(api, created.body.payment.orderId);
  await sandboxOf(api).idle();
  const booking = { ...created, body: (await http('GET', `/bookings/${created.body.id}`, { token: user.idToken })).body };
  const replay = () => http('POST', '/bookings', { token: user.idToken, body, headers: { 'Idempotency-Key': key } });
  return { booking, replay };
}

/** Waits until the outbox has marked the booking's mail sent: only then can a count of mails be final. */
async function markedSent(api: RunningApi, bookingId: string) {
  await expect.poll(async () => (await outboxRow(api, bookingId))[0]?.sent_at ?? null, { timeout: 10_000 }).not.toBeNull();
}

async function outboxRow(api: RunningApi, bookingId: string) {
  const { rows } = await api.db.query<{ attempts: number; sent_at: string | null; last_error: string | null }>(
    `select attempts, sent_at, last_error from mail_outbox where kind = 'booking-confirmation' and ref = $1`,
    [bookingId],
  );
  return rows;
}

/** Reads the QR image's modules back (the centre pixel of each) and compares them with the payload's code. */
async function qrMatches(gif: Buffer, payload: string): Promise<boolean> {
  const qr = qrcode(0, 'M');
  qr.addData(payload);
  qr.make();
  const count = qr.getModuleCount();
  const { data, info } = await sharp(gif).greyscale().raw().toBuffer({ resolveWithObject: true });
  expect(info.width).toBe((count + 2 * QR_MARGIN_CELLS) * QR_CELL_PIXELS);
  for (let row = 0; row < count; row++) {
    for (let col = 0; col < count; col++) {
      const x = (col + QR_MARGIN_CELLS) * QR_CELL_PIXELS + QR_CELL_PIXELS / 2;
      const y = (row + QR_MARGIN_CELLS) * QR_CELL_PIXELS + QR_CELL_PIXELS / 2;
      const dark = data[(y * info.width + x) * info.channels]! < 128;
      if (dark !== qr.isDark(row, col)) return false;
    }
  }
  return true;
}

describe('given a booking while the SMTP server is up', () => {
  let inbox: Inbox;
  let api: RunningApi;
  let user: TestUser;
  beforeAll(async () => {
    inbox = await startInbox();
    api = await startTestApi({ SMTP_URL: inbox.smtpUrl, MAIL_FROM: 'Ticketkit <tickets@ticketkit.example>', ...FAST }, POLL);
    user = await signUp();
  });
  afterAll(async () => {
    await api?.close();
    await inbox?.stop();
  });

  it('mails the attendee the tickets: lines, amount, the QR code inline and the calendar file', async () => {
    const email = `asha-${randomUUID().slice(0, 8)}@consumer.example`;
    const { booking } = await book(api, user, email);
    expect(booking.status).toBe(201);
    const b = booking.body;

    const mail = await inbox.waitFor(email);
    expect(mail.to).toEqual([{ address: email, name: ATTENDEE.name }]);
    expect(mail.from).toEqual([{ address: 'tickets@ticketkit.example', name: 'Ticketkit' }]);
    expect(mail.subject).toMatch(/^Your tickets: Fixture Night, /);
    expect(mail.messageId).toBe(`booking-confirmation.${b.id}@ticketkit`);
    for (const body of [mail.text, mail.html]) {
      expect(body).toContain(b.id);
      expect(body).toContain('2 × General Admission');
      expect(body).toContain('₹900.00'); // 2 × ₹450.00
    }
    expect(mail.text).toContain(`Total   ${new Intl.NumberFormat('en-IN', { style: 'currency', currency: 'INR' }).format(b.amounts.total.amount / 100)}`);

    // One QR code per ticket, each its own code, labelled with its type and number.
    const qrFiles = mail.attachments.filter((a) => a.contentType === 'image/gif');
    expect(b.tickets).toHaveLength(2);
    expect(qrFiles).toHaveLength(2);
    for (const [i, ticket] of (b.tickets as Array<{ id: string; qrPayload: string }>).entries()) {
      const qrFile = qrFiles.find((a) => a.contentId === `qr-${ticket.id}@ticketkit`);
      expect(mail.html).toContain(`src="cid:qr-${ticket.id}@ticketkit"`);
      expect(await qrMatches(await inbox.attachment(mail, qrFile!.fileName), ticket.qrPayload)).toBe(true);
      for (const body of [mail.text, mail.html]) expect(body).toContain(`General Admission · Ticket ${i + 1} of 2`);
    }
    expect(b.qrPayload).toBe(b.tickets[0].qrPayload);

    const ics = (await inbox.attachment(mail, `${b.event.slug}.ics`)).toString('utf8');
    expect(mail.attachments.find((a) => a.fileName.endsWith('.ics'))?.contentType).toBe('text/calendar');
    expect(ics).toContain(`UID:${b.id}@ticketkit\r\n`);
    expect(ics).toContain(`DTSTART:${new Date(b.session.startsAt).toISOString().replace(/[-:]/g, '').replace(/\.\d{3}/, '')}\r\n`);
    expect(ics).toContain('SUMMARY:Fixture Night\r\n');
  });

  it('writes the mail in Hindi for a booking made on a Hindi screen: words, date and money in hi-IN, only data left in Latin letters', async () => {
    const email = `meera-${randomUUID().slice(0, 8)}@consumer.example`;
    const { booking } = await book(api, user, email, randomUUID(), { locale: 'hi-IN', acceptLanguage: 'en-GB' });
    const b = booking.body;
    expect(b.locale).toBe('hi-IN');
    const mail = await inbox.waitFor(email);
    const when = new Intl.DateTimeFormat('hi-IN', { ...WHEN['hi-IN'], timeZone: b.session.timeZone }).format(new Date(b.session.startsAt));
    expect(mail.subject).toBe(`आपके टिकट: Fixture Night, ${when}`);
    expect(mail.html).toContain('<html lang="hi-IN">');
    for (const body of [mail.text, mail.html]) {
      expect(body).toContain(when);
      expect(body).toContain(`आपकी बुकिंग`);
      expect(body).toContain('General Admission · टिकट 2 / 2');
      expect(body).toContain(new Intl.NumberFormat('hi-IN', { style: 'currency', currency: 'INR' }).format(900));
    }
    // Data (the event, venue, ticket type, attendee, ids, the QR codes' addresses) is all that is left in Latin letters.
    const data = [b.id, b.event.title, b.session.venue.name, b.session.venue.address, ATTENDEE.name, email, 'General Admission', 'QR', ...b.tickets.map((t: { id: string }) => t.id)];
    const words = (text: string) => data.reduce((rest, d) => rest.split(d).join(' '), text).match(/\b[A-Za-z]{2,}\b/g) ?? [];
    expect(words(mail.text)).toEqual([]);
    expect(words(mail.subject)).toEqual([]);
  });

  it('follows the request’s Accept-Language when the booking names no language, and writes en-IN for a language it does not have', async () => {
    const hindi = `kiran-${randomUUID().slice(0, 8)}@consumer.example`;
    const { booking } = await book(api, user, hindi, randomUUID(), { acceptLanguage: 'fr;q=0.9, hi-IN, en;q=0.5' });
    expect(booking.body.locale).toBe('hi-IN');
    expect((await inbox.waitFor(hindi)).subject).toMatch(/^आपके टिकट: /);
    const french = `anne-${randomUUID().slice(0, 8)}@consumer.example`;
    const other = await book(api, user, french, randomUUID(), { acceptLanguage: 'fr-FR' });
    expect(other.booking.body.locale).toBe('en-IN');
    expect((await inbox.waitFor(french)).subject).toMatch(/^Your tickets: /);
  });

  it('sends one mail per booking however often the request is replayed', async () => {
    const email = `ravi-${randomUUID().slice(0, 8)}@consumer.example`;
    const { booking, replay } = await book(api, user, email);
    await inbox.waitFor(email);
    const replays = await Promise.all([replay(), replay()]);
    for (const r of replays) {
      expect(r.status).toBe(201);
      expect(r.headers.get('idempotency-replayed')).toBe('true');
      expect(r.body.id).toBe(booking.body.id);
    }
    // Several outbox rounds after it was marked sent there is still one mail and one outbox row, sent once.
    await markedSent(api, booking.body.id);
    await new Promise((r) => setTimeout(r, 1000));
    expect(await inbox.to(email)).toHaveLength(1);
    expect(await outboxRow(api, booking.body.id)).toMatchObject([{ attempts: 1, last_error: null }]);
  });
});

describe('given a booking while the SMTP server is down', () => {
  let api: RunningApi;
  let inbox: Inbox | undefined;
  afterAll(async () => {
    await api?.close();
    await inbox?.stop();
  });

  it('confirms the booking at once and sends the mail once the server is back', async () => {
    const smtpPort = await freePort();
    api = await startTestApi({ SMTP_URL: `smtp://127.0.0.1:${smtpPort}`, ...FAST }, POLL);
    const user = await signUp();
    const email = `meera-${randomUUID().slice(0, 8)}@consumer.example`;
    // Confirmed while no SMTP server exists and before any mail is sent: the booking never waits for mail.
    const { booking } = await book(api, user, email);
    expect(booking.status).toBe(201);
    expect(booking.body.status).toBe('confirmed');
    expect((await outboxRow(api, booking.body.id))[0]?.sent_at).toBeNull();

    // The first attempt failed and is scheduled again.
    await expect.poll(async () => (await outboxRow(api, booking.body.id))[0]?.attempts ?? 0, { timeout: 10_000 }).toBeGreaterThan(0);
    const [failed] = await outboxRow(api, booking.body.id);
    expect(failed!.sent_at).toBeNull();
    expect(failed!.last_error).toBe('ESOCKET');

    inbox = await startInbox(smtpPort);
    const mail = await inbox.waitFor(email, 20_000);
    expect(mail.subject).toMatch(/^Your tickets: Fixture Night/);
    await markedSent(api, booking.body.id);
  });
});

describe('given an SMTP server that rejects the recipient, quoting the address', () => {
  let smtp: Server | undefined;
  let api: RunningApi | undefined;
  afterAll(async () => {
    await api?.close();
    smtp?.close();
  });

  it('records the failure by its codes, not the answer text that holds the address', async () => {
    // A few lines of SMTP: everything is accepted but the recipient, as a real server refuses an unknown mailbox.
    smtp = createServer((socket) => {
      socket.write('220 reject.example ESMTP\r\n');
      let buffered = '';
      socket.on('data', (chunk) => {
        buffered += chunk.toString('latin1');
        for (let end = buffered.indexOf('\r\n'); end >= 0; end = buffered.indexOf('\r\n')) {
          const line = buffered.slice(0, end);
          buffered = buffered.slice(end + 2);
          if (/^RCPT TO:<(.*)>/i.test(line)) socket.write(`550 5.1.1 <${/<(.*)>/.exec(line)![1]}>: Recipient address rejected\r\n`);
          else if (/^QUIT/i.test(line)) socket.end('221 bye\r\n');
          else socket.write('250 ok\r\n');
        }
      });
      socket.on('error', () => undefined);
    });
    await new Promise<void>((resolve) => smtp!.listen(0, '127.0.0.1', resolve));
    const { port } = smtp.address() as AddressInfo;
    api = await startTestApi({ SMTP_URL: `smtp://127.0.0.1:${port}`, ...FAST }, POLL);
    const email = `nadia-${randomUUID().slice(0, 8)}@consumer.example`;
    const { booking } = await book(api, await signUp(), email);
    expect(booking.status).toBe(201);
    await expect.poll(async () => (await outboxRow(api!, booking.body.id))[0]?.last_error ?? null, { timeout: 10_000 }).not.toBeNull();
    const [failed] = await outboxRow(api, booking.body.id);
    expect(failed!.last_error).toBe('EENVELOPE 550');
    expect(failed!.last_error).not.toContain(email);
  });
});

describe('given shutdown while a mail round waits on an SMTP server that never answers', () => {
  let smtp: Server | undefined;
  afterAll(() => smtp?.close());

  it('closes within the grace period rather than waiting for the SMTP timeouts', async () => {
    // Accepts connections and never greets: the send hangs until the transport's greeting timeout.
    const connected = new Promise<Socket>((resolve) => (smtp = createServer(resolve)));
    await new Promise<void>((resolve) => smtp!.listen(0, '127.0.0.1', resolve));
    const { port } = smtp!.address() as AddressInfo;
    const api = await startTestApi({ SMTP_URL: `smtp://127.0.0.1:${port}`, API_SHUTDOWN_GRACE_MS: '300', ...FAST }, POLL);
    const { booking } = await book(api, await signUp(), `hang-${randomUUID().slice(0, 8)}@consumer.example`);
    expect(booking.status).toBe(201);
    const socket = await connected;
    const closing = api.close().then(() => 'closed' as const);
    // The greeting timeout is 10 s: a close bounded by the 300 ms grace period ends long before.
    expect(await Promise.race([closing, new Promise((r) => setTimeout(() => r('still open'), 5_000))])).toBe('closed');
    socket.destroy();
  });
});

// Runs only with TEST_DATABASE_URL (see postgres.test.ts): replicas share one outbox there.
const pgUrl = process.env.TEST_DATABASE_URL;

describe.runIf(pgUrl)('given PostgreSQL and two API replicas sending from one outbox', () => {
  let inbox: Inbox;
  const apis: RunningApi[] = [];
  afterAll(async () => {
    for (const api of apis) await api.close();
    await inbox?.stop();
  });

  it('sends each booking its one mail, whichever replica took it', async () => {
    inbox = await startInbox();
    const env = { API_PORT: '0', DATABASE_URL: pgUrl, FIREBASE_AUTH_EMULATOR_HOST: emulatorHost(), TICKETKIT_DEV_AUTH_EMULATOR: '1', FIREBASE_PROJECT_ID: 'demo-ticketkit', SMTP_URL: inbox.smtpUrl, ...FAST };
    // One after the other: the first applies the migrations.
    apis.push(await startApi(readConfig(env), POLL));
    apis.push(await startApi(readConfig(env), POLL));
    const user = await signUp();
    const emails = Array.from({ length: 6 }, (_, i) => `pg-${i}-${randomUUID().slice(0, 8)}@consumer.example`);
    const bookings = await Promise.all(emails.map((email, i) => book(apis[i % 2]!, user, email)));
    expect(bookings.map((b) => b.booking.status)).toEqual(emails.map(() => 201));
    for (const [i, email] of emails.entries()) {
      await inbox.waitFor(email);
      await markedSent(apis[i % 2]!, bookings[i]!.booking.body.id);
    }
    await new Promise((r) => setTimeout(r, 1000));
    for (const email of emails) expect(await inbox.to(email), email).toHaveLength(1);
  });
});
