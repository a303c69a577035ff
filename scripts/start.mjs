// `npm start`: the Firebase Auth emulator, the reference API on the embedded database with seed
// data, and the reference site, in one terminal. Ctrl-C stops them all.
import {
  StackError,
  assertPortFree,
  assertProjectId,
  createDemoUsers,
  firebaseEnvProblems,
  portFromEnv,
  startApi,
  startAuthEmulator,
  startSite,
  stopEverything,
} from './stack.mjs';

const running = [];
let stopping = false;

async function shutdown(code) {
  if (stopping) return;
  stopping = true;
  await stopEverything();
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
  const firebaseProblems = firebaseEnvProblems();
  if (firebaseProblems.length) throw new StackError(firebaseProblems.join('\n'));
  await assertPortFree(authPort, 'AUTH_EMULATOR_PORT');
  await assertPortFree(apiPort, 'API_PORT');
  await assertPortFree(sitePort, 'SITE_PORT');
  const dataDir = process.env.TICKETKIT_DATA_DIR || '.data/';

  console.log('Starting the Auth emulator (about 15 s on a cold start), the API and the site…');
  // The emulator's cold start is the slow part: start the API beside it, so that a bad database
  // configuration is reported in a second rather than after the emulator is up.
  const [auth, api] = await Promise.all([
    startAuthEmulator({ port: authPort, projectId }),
    startApi({ port: apiPort, dataDir, projectId, authEmulatorHost: `127.0.0.1:${authPort}` }),
  ]);
  running.push(auth, api);
  const demoUsers = await createDemoUsers({ emulatorUrl: auth.url, projectId });
  const site = await startSite({ port: sitePort, apiUrl: api.url, authEmulatorUrl: auth.url, projectId });
  running.push(site);

  console.log(`
Ticketkit is running:
  site            ${site.url}
  API             ${api.url}/v1   (${process.env.DATABASE_URL ? 'PostgreSQL' : `embedded database at ${dataDir}`})
  auth emulator   ${auth.url}   (project ${projectId})
Demo accounts (email / password):
${demoUsers.map((u) => `  ${u.email} / ${u.password}   ${u.role}`).join('\n')}
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
