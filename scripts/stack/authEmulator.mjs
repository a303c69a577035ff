// The Firebase Auth emulator (a "demo-" project: no account, no network) and its demo accounts.
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { freePorts } from './ports.mjs';
import { StackError, bin, root, startProcess, waitForHttp, waitForOutput } from './processes.mjs';

export function assertProjectId(projectId) {
  if (!/^demo-[a-z0-9-]{1,25}$/.test(projectId)) {
    throw new StackError(
      `FIREBASE_PROJECT_ID=${projectId} must be a "demo-" project id (e.g. demo-ticketkit) for the local Auth emulator.`,
    );
  }
}

/** Which variable moves each of the emulator's ports, by the name firebase-tools gives it. */
const EMULATOR_PORTS = [
  { pattern: /Could not start emulator hub, port taken/, variable: 'AUTH_EMULATOR_HUB_PORT', what: 'hub' },
  { pattern: /Could not start Logging Emulator, port taken/, variable: 'AUTH_EMULATOR_LOGGING_PORT', what: 'logging' },
  { pattern: /Could not start Authentication Emulator, port taken/, variable: 'AUTH_EMULATOR_PORT', what: 'auth' },
];

/**
 * What went wrong in the emulator, from what it printed, as one line naming what to do; undefined
 * when it printed no error. firebase-tools reports an uncaught error as "An unexpected error has
 * occurred." and exits a moment later, possibly after "All emulators ready!".
 */
export function emulatorFailure(output, { ports = {}, logFile } = {}) {
  const error = output.split('\n').map((l) => l.trim()).find((l) => /^Error: /.test(l));
  if (!error) return undefined;
  const taken = EMULATOR_PORTS.find((p) => p.pattern.test(error));
  if (taken) {
    const port = ports[taken.what];
    return new StackError(`the Auth emulator's ${taken.what} port${port ? ` ${port}` : ''} is already in use; set ${taken.variable} to a free port.`);
  }
  return new StackError(`the Auth emulator failed: ${error.slice('Error: '.length)}${logFile ? ` (details in ${logFile})` : ''}`);
}

/** firebase-tools exits this long after reporting an uncaught error; an error shows within it. */
const EMULATOR_ERROR_GRACE_MS = 500;

/**
 * The emulator also opens a hub and a logging port; fixed ones (4400, 4500) collide with any other
 * stack on the machine, so each gets its own, given or free. The returned `failure()` says what
 * went wrong if the emulator reported an error at any point.
 */
export async function startAuthEmulator({ port, projectId, quiet, hubPort, loggingPort }) {
  const configDir = path.join(root, '.cache', `emulator-${port}`);
  mkdirSync(configDir, { recursive: true });
  const configPath = path.join(configDir, 'firebase.json');
  const host = '127.0.0.1';
  const [freeHub, freeLogging] = await freePorts(2);
  const ports = { auth: port, hub: hubPort ?? freeHub, logging: loggingPort ?? freeLogging };
  writeFileSync(
    configPath,
    JSON.stringify({
      emulators: {
        auth: { host, port },
        hub: { host, port: ports.hub },
        logging: { host, port: ports.logging },
        ui: { enabled: false },
        singleProjectMode: true,
      },
    }),
  );
  const proc = startProcess(
    'auth',
    bin('firebase'),
    ['emulators:start', '--only', 'auth', '--project', projectId, '--config', configPath],
    { env: { CI: '1', NO_UPDATE_NOTIFIER: '1', FIREBASE_CLI_DISABLE_UPDATE_CHECK: 'true' }, cwd: configDir, quiet },
  );
  const failure = () => emulatorFailure(proc.output(), { ports, logFile: path.join(configDir, 'firebase-debug.log') });
  const url = `http://127.0.0.1:${port}`;
  try {
    await waitForHttp(proc, `${url}/`, 90_000, failure);
    await waitForOutput(proc, /All emulators ready/, 30_000);
    await new Promise((r) => setTimeout(r, EMULATOR_ERROR_GRACE_MS));
    const failed = failure();
    if (failed) throw failed;
  } catch (error) {
    await proc.stop();
    throw error;
  }
  return { ...proc, url, host: `127.0.0.1:${port}`, failure };
}

/**
 * The demo accounts `npm start` creates in the Auth emulator (emails verified, so company membership
 * applies), under fixed uids so tests and seeds can name them. The consumer is also the first host;
 * the second host shows that a host sees only their own events; staff carry the `admin` custom claim.
 */
export const DEMO_USERS = [
  { role: 'consumer, and host of the events they list', email: 'demo@ticketkit.example', password: 'ticketkit-demo', displayName: 'Demo Consumer', localId: 'demo-consumer' },
  {
    role: 'corporate employee of Acme Technologies (company slug "acme")',
    email: 'demo.employee@acme.example',
    password: 'ticketkit-demo',
    displayName: 'Demo Employee',
    localId: 'demo-employee',
  },
  { role: 'a second host: sees only their own listed events', email: 'host2@ticketkit.example', password: 'ticketkit-demo', displayName: 'Demo Host Two', localId: 'demo-host-2' },
  { role: 'staff: reviews listed events at /staff/reviews', email: 'staff@ticketkit.example', password: 'ticketkit-demo', displayName: 'Demo Staff', localId: 'demo-staff', claims: { admin: true } },
];

/** One call to the emulator's admin API (the project's own, authorised as its owner). */
async function adminCall(emulatorUrl, projectId, path, body, what) {
  let res;
  try {
    res = await fetch(`${emulatorUrl}/identitytoolkit.googleapis.com/v1/projects/${projectId}/${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: 'Bearer owner' },
      body: JSON.stringify(body),
      signal: AbortSignal.timeout(10_000),
    });
  } catch (error) {
    const reason = error?.cause?.code ?? error?.name ?? 'no answer';
    throw new StackError(`could not reach the Auth emulator at ${emulatorUrl} to ${what} (${reason}); did it stop?`);
  }
  return res;
}

/**
 * Sets an account's custom claims (`{ admin: true }` makes it staff) as the Admin SDK's
 * setCustomUserClaims does (`accounts:update` with `customAttributes`), so they reach the ID tokens
 * it gets from its next sign-in.
 */
export async function setCustomClaims({ emulatorUrl, projectId, localId, claims }) {
  const res = await adminCall(emulatorUrl, projectId, 'accounts:update', { localId, customAttributes: JSON.stringify(claims) }, `give ${localId} its claims`);
  if (!res.ok) throw new StackError(`could not give ${localId} its claims in the Auth emulator: ${await res.text()}`);
}

/**
 * Creates the demo accounts through the emulator's admin API; an existing account is left as it
 * is. Custom claims are set as the Admin SDK's setCustomUserClaims sets them (`accounts:update`
 * with `customAttributes`), so they reach the ID tokens the API verifies.
 */
export async function createDemoUsers({ emulatorUrl, projectId }) {
  for (const user of DEMO_USERS) {
    const res = await adminCall(emulatorUrl, projectId, 'accounts', { localId: user.localId, email: user.email, password: user.password, displayName: user.displayName, emailVerified: true }, `create the demo user ${user.email}`);
    if (!res.ok) {
      const text = await res.text();
      if (!/EMAIL_EXISTS|DUPLICATE_LOCAL_ID/.test(text)) throw new StackError(`could not create the demo user ${user.email} in the Auth emulator: ${text}`);
    }
    if (user.claims) await setCustomClaims({ emulatorUrl, projectId, localId: user.localId, claims: user.claims });
  }
  return DEMO_USERS;
}
