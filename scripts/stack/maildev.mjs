// MailDev, the local SMTP catcher with a web inbox.
import { mkdirSync, rmSync } from 'node:fs';
import path from 'node:path';
import { bin, root, startProcess, waitForHttp, waitForPort } from './processes.mjs';

/**
 * MailDev: an SMTP server that keeps every mail it receives, with a web inbox and a REST API
 * (`GET /email`) on `webPort`. The API sends its mail here in development and in tests. With
 * `keep` the mails stay on disk for the next start on the same port; else they go when it stops.
 */
export async function startMaildev({ smtpPort, webPort, quiet, keep = false }) {
  const mailDir = path.join(root, '.cache', `maildev-${smtpPort}`);
  mkdirSync(mailDir, { recursive: true });
  const proc = startProcess(
    'mail',
    bin('maildev'),
    ['--smtp', String(smtpPort), '--web', String(webPort), '--ip', '127.0.0.1', '--mail-directory', mailDir],
    { quiet },
  );
  const url = `http://127.0.0.1:${webPort}`;
  try {
    await waitForHttp(proc, `${url}/email`, 30_000);
    await waitForPort(proc, smtpPort, 10_000);
  } catch (error) {
    // Not left running when it never became ready: the caller has nothing to stop.
    await proc.stop();
    if (!keep) rmSync(mailDir, { recursive: true, force: true });
    throw error;
  }
  const stop = async () => {
    await proc.stop();
    if (!keep) rmSync(mailDir, { recursive: true, force: true });
  };
  return { ...proc, stop, url, smtpUrl: `smtp://127.0.0.1:${smtpPort}` };
}
