import type { TestProject } from 'vitest/node';
import { freePort, startApi, startSite, stopAll } from '../scripts/stack.mjs';

declare module 'vitest' {
  export interface ProvidedContext {
    siteUrl: string;
    apiUrl: string;
  }
}

/** Starts the API on a throw-away database and the site, once for the e2e project. */
export default async function setup(project: TestProject) {
  const projectId = process.env.FIREBASE_PROJECT_ID || 'demo-ticketkit';
  const authEmulatorHost = process.env.FIREBASE_AUTH_EMULATOR_HOST;
  const api = await startApi({ port: await freePort(), dataDir: 'memory://', projectId, authEmulatorHost, quiet: true });
  let site;
  try {
    site = await startSite({
      port: await freePort(),
      apiUrl: api.url,
      authEmulatorUrl: authEmulatorHost ? `http://${authEmulatorHost}` : undefined,
      projectId,
      quiet: true,
    });
  } catch (error) {
    await api.stop();
    throw error;
  }
  project.provide('siteUrl', site.url);
  project.provide('apiUrl', api.url);
  return () => stopAll([site, api]);
}
