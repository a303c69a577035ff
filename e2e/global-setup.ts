import type { TestProject } from 'vitest/node';
import { freePort, startApi, startMaildev, startSite, stopAll } from '../scripts/stack.mjs';

declare module 'vitest' {
  export interface ProvidedContext {
    siteUrl: string;
    apiUrl: string;
    /** MailDev's web inbox and REST API (`GET /email`): every mail the API sent. */
    mailUrl: string;
  }
}

/** Starts a mail catcher, the API on a throw-away database and the site, once for the e2e project. */
export default async function setup(project: TestProject) {
  const projectId = process.env.FIREBASE_PROJECT_ID || 'demo-ticketkit';
  const authEmulatorHost = process.env.FIREBASE_AUTH_EMULATOR_HOST;
  const mail = await startMaildev({ smtpPort: await freePort(), webPort: await freePort(), quiet: true });
  let api;
  let site;
  try {
    api = await startApi({
      port: await freePort(),
      dataDir: 'memory://',
      projectId,
      authEmulatorHost,
      quiet: true,
      env: { SMTP_URL: mail.smtpUrl },
    });
    site = await startSite({
      port: await freePort(),
      apiUrl: api.url,
      authEmulatorUrl: authEmulatorHost ? `http://${authEmulatorHost}` : undefined,
      projectId,
      quiet: true,
    });
  } catch (error) {
    await stopAll([api, mail]);
    throw error;
  }
  project.provide('siteUrl', site.url);
  project.provide('apiUrl', api.url);
  project.provide('mailUrl', mail.url);
  return () => stopAll([site, api, mail]);
}
