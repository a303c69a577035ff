// `npm start`: the Firebase Auth emulator, the reference API on the embedded database with seed
// data, and the reference site, in one terminal. Ctrl-C stops them all.
import {
  StackError,
  assertPortFree,
  assertProjectId,
  portFromEnv,
  startApi,
  startAuthEmulator,
  startSite,
  stopAll,
} from './stack.mjs';

const running = [];
let stopping = false;

async function shutdown(code) {
  if (stopping) return;
  stopping = true;
  await stopAll(running);
  process.exit(code);
}
process.on('SIGINT', () => shutdown(0));
process.on('SIGTERM', () => shutdown(0));

try {
  const authPort = portFromEnv('AUTH_EMULATOR_PORT', 9099);
  const apiPort = portFromEnv('API_PORT', 8787);
  const sitePort = portFromEnv('SITE_PORT', 5173);
  const projectId = process.env.FIREBASE_PROJECT_ID || 'demo-ticketkit';
  assertProjectId(projectId);
  await assertPortFree(authPort, 'AUTH_EMULATOR_PORT');
  await assertPortFree(apiPort, 'API_PORT');
  await assertPortFree(sitePort, 'SITE_PORT');
  const dataDir = process.env.TICKETKIT_DATA_DIR || '.data/';

  console.log('Starting the Auth emulator (about 15 s on a cold start), the API and the site…');
  const auth = await startAuthEmulator({ port: authPort, projectId });
  running.push(auth);
  const api = await startApi({ port: apiPort, dataDir, projectId, authEmulatorHost: auth.host });
  running.push(api);
  const site = await startSite({ port: sitePort, apiUrl: api.url, authEmulatorUrl: auth.url, projectId });
  running.push(site);

  console.log(`
Ticketkit is running:
  site            ${site.url}
  API             ${api.url}/v1   (${process.env.DATABASE_URL ? 'PostgreSQL' : `embedded database at ${dataDir}`})
  auth emulator   ${auth.url}   (project ${projectId})
Press Ctrl-C to stop.`);
  for (const proc of running) {
    proc.exited.then(({ code }) => {
      if (stopping) return;
      console.error(`${proc.name} stopped unexpectedly (exit ${code}); stopping the rest.`);
      shutdown(1);
    });
  }
} catch (error) {
  console.error(error instanceof StackError ? `npm start: ${error.message}` : error);
  await shutdown(1);
}
