// `npm start`: the Firebase Auth emulator, the reference API on the embedded database with seed
// data, a mail catcher (MailDev) and the reference site, in one terminal. Ctrl-C stops them all.
import {
  StackError,
  assertPortsFree,
  assertProjectId,
  createDemoUsers,
  firebaseEnvProblems,
  freePorts,
  portFromEnv,
  startApi,
  startAuthEmulator,
  startMaildev,
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
  // Every port can be moved, so a second copy of the stack can run beside this one.
  const ownSmtp = Boolean(process.env.SMTP_URL || process.env.SMTP_HOST);
  const [freeHub, freeLogging] = await freePorts(2);
  const ports = {
    SITE_PORT: portFromEnv('SITE_PORT', 5173),
    API_PORT: portFromEnv('API_PORT', 8787),
    AUTH_EMULATOR_PORT: portFromEnv('AUTH_EMULATOR_PORT', 9099),
    // Internal to the emulator: any free port unless given.
    AUTH_EMULATOR_HUB_PORT: portFromEnv('AUTH_EMULATOR_HUB_PORT', freeHub),
    AUTH_EMULATOR_LOGGING_PORT: portFromEnv('AUTH_EMULATOR_LOGGING_PORT', freeLogging),
    ...(ownSmtp ? {} : { MAIL_SMTP_PORT: portFromEnv('MAIL_SMTP_PORT', 1025), MAIL_WEB_PORT: portFromEnv('MAIL_WEB_PORT', 1080) }),
  };
  const projectId = process.env.FIREBASE_PROJECT_ID || 'demo-ticketkit';
  assertProjectId(projectId);
  const firebaseProblems = firebaseEnvProblems();
  if (firebaseProblems.length) throw new StackError(firebaseProblems.join('\n'));
  await assertPortsFree(ports);
  const dataDir = process.env.TICKETKIT_DATA_DIR || '.data/';
  const authPort = ports.AUTH_EMULATOR_PORT;

  console.log('Starting the Auth emulator (about 15 s on a cold start), the API, the mail catcher and the site…');
  // The emulator's cold start is the slow part: start the API and the mail catcher beside it, so
  // that a bad configuration is reported in a second rather than after the emulator is up.
  const [auth, api, mail] = await Promise.all([
    startAuthEmulator({ port: authPort, projectId, hubPort: ports.AUTH_EMULATOR_HUB_PORT, loggingPort: ports.AUTH_EMULATOR_LOGGING_PORT }),
    startApi({
      port: ports.API_PORT,
      dataDir,
      projectId,
      authEmulatorHost: `127.0.0.1:${authPort}`,
      env: { TICKETKIT_DEMO_ON_SALE: '1', ...(ownSmtp ? {} : { SMTP_URL: `smtp://127.0.0.1:${ports.MAIL_SMTP_PORT}` }) },
    }),
    ownSmtp ? undefined : startMaildev({ smtpPort: ports.MAIL_SMTP_PORT, webPort: ports.MAIL_WEB_PORT, keep: true }),
  ]);
  running.push(auth, api, ...(mail ? [mail] : []));
  // An emulator that failed after saying it was ready explains itself better than the request that found it gone.
  const demoUsers = await createDemoUsers({ emulatorUrl: auth.url, projectId }).catch((error) => {
    throw auth.failure() ?? error;
  });
  const site = await startSite({ port: ports.SITE_PORT, apiUrl: api.url, authEmulatorUrl: auth.url, projectId });
  running.push(site);

  console.log(`
Ticketkit is running:
  site            ${site.url}
  API             ${api.url}/v1   (${process.env.DATABASE_URL ? 'PostgreSQL' : `embedded database at ${dataDir}`})
  auth emulator   ${auth.url}   (project ${projectId})
  mail inbox      ${mail ? `${mail.url}   (every mail the API sends, caught at ${mail.smtpUrl})` : 'none: the API sends through SMTP_URL / SMTP_HOST'}
Demo accounts (email / password):
${demoUsers.map((u) => `  ${u.email} / ${u.password}   ${u.role}`).join('\n')}
Press Ctrl-C to stop.`);
  for (const proc of running) {
    proc.exited.then(({ code }) => {
      if (stopping) return;
      const reason = proc.failure?.()?.message;
      console.error(`npm start: ${reason ?? `${proc.name} stopped unexpectedly (exit ${code})`}; stopping the rest.`);
      shutdown(1);
    });
  }
} catch (error) {
  console.error(error instanceof StackError ? `npm start: ${error.message}` : error);
  await shutdown(1);
}
