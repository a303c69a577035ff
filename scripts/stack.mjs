// Starts and stops the parts of the dev stack: the Firebase Auth emulator, the reference API,
// the mail catcher and the reference site. Used by `npm start` (scripts/start.mjs), `npm test`
// (scripts/test.mjs), the end-to-end tests and benchmarks; the pieces live in scripts/stack/.
export { StackError, root, run, startProcess, stopAll, stopEverything, waitForHttp } from './stack/processes.mjs';
export { assertPortFree, assertPortsFree, freePort, freePorts, portFromEnv } from './stack/ports.mjs';
export { DEMO_USERS, assertProjectId, createDemoUsers, emulatorFailure, setCustomClaims, startAuthEmulator } from './stack/authEmulator.mjs';
export { startMaildev } from './stack/maildev.mjs';
export { firebaseEnvProblems, startApi, startSite } from './stack/apps.mjs';
