// Reads what MailDev (started by scripts/stack.mjs) caught, through its REST API.
import { freePort, startMaildev } from '../../../../scripts/stack.mjs';

export interface CaughtMail {
  id: string;
  subject: string;
  messageId: string;
  to: Array<{ address: string; name: string }>;
  from: Array<{ address: string; name: string }>;
  html: string;
  text: string;
  attachments: Array<{ contentType: string; fileName: string; generatedFileName: string; contentId?: string; contentDisposition: string }>;
}

export interface Inbox {
  smtpUrl: string;
  url: string;
  /** Every mail caught so far to `address`. */
  to(address: string): Promise<CaughtMail[]>;
  /** Waits until a mail to `address` has arrived (or throws after `timeoutMs`). */
  waitFor(address: string, timeoutMs?: number): Promise<CaughtMail>;
  attachment(mail: CaughtMail, fileName: string): Promise<Buffer>;
  stop(): Promise<void>;
}

/** A MailDev of its own on free ports (or on `smtpPort`, to bring back a server that was down). */
export async function startInbox(smtpPort?: number): Promise<Inbox> {
  const dev = await startMaildev({ smtpPort: smtpPort ?? (await freePort()), webPort: await freePort(), quiet: true });
  const to = async (address: string) => {
    const res = await fetch(`${dev.url}/email`);
    const all = (await res.json()) as CaughtMail[];
    return all.filter((m) => m.to.some((t) => t.address === address));
  };
  return {
    smtpUrl: dev.smtpUrl,
    url: dev.url,
    to,
    async waitFor(address, timeoutMs = 15_000) {
      const deadline = Date.now() + timeoutMs;
      while (Date.now() < deadline) {
        const [mail] = await to(address);
        if (mail) return mail;
        await new Promise((r) => setTimeout(r, 100));
      }
      throw new Error(`no mail to ${address} arrived within ${timeoutMs} ms`);
    },
    async attachment(mail, fileName) {
      const file = mail.attachments.find((a) => a.fileName === fileName);
      if (!file) throw new Error(`mail ${mail.id} has no attachment ${fileName}`);
      const res = await fetch(`${dev.url}/email/${mail.id}/attachment/${file.generatedFileName}`);
      return Buffer.from(await res.arrayBuffer());
    },
    stop: () => dev.stop(),
  };
}
