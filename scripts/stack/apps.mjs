// The reference API and the reference site, as the stack runs them.
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { NODE_SOURCE_FLAGS } from '../source-condition.mjs';
import { StackError, bin, root, startProcess, waitForHttp } from './processes.mjs';

/**
 * Checks the Firebase web config the site would be built with (VITE_FIREBASE_*), when one is
 * given: the spec's rules (an API key never contains a colon; popup and redirect sign-in need an
 * auth domain). Returns the problems, one line each.
 */
export function firebaseEnvProblems(env = process.env) {
  const problems = [];
  const key = env.VITE_FIREBASE_API_KEY;
  if (key !== undefined && (key === '' || key.includes(':'))) {
    problems.push('VITE_FIREBASE_API_KEY must be a Firebase web API key (no colon); copy it from the Firebase console.');
  }
  if (key && !env.VITE_FIREBASE_AUTH_DOMAIN) {
    problems.push('VITE_FIREBASE_AUTH_DOMAIN is required with VITE_FIREBASE_API_KEY (popup and redirect sign-in need it), e.g. my-app.firebaseapp.com.');
  }
  const project = env.VITE_FIREBASE_PROJECT_ID;
  if (project !== undefined && !/^[a-z0-9-]{4,30}$/.test(project)) {
    problems.push(`VITE_FIREBASE_PROJECT_ID=${project} is not a Firebase project id (lowercase letters, digits, hyphens).`);
  }
  return problems;
}

export async function startApi({ port, dataDir, projectId, authEmulatorHost, quiet, env = {} }) {
  const proc = startProcess('api', process.execPath, [...NODE_SOURCE_FLAGS, '--import', 'tsx', 'apps/reference-api/src/main.ts'], {
    env: {
      API_PORT: String(port),
      TICKETKIT_DATA_DIR: dataDir,
      FIREBASE_PROJECT_ID: projectId,
      // The development switch: without it the API verifies tokens as in production.
      ...(authEmulatorHost ? { FIREBASE_AUTH_EMULATOR_HOST: authEmulatorHost, TICKETKIT_DEV_AUTH_EMULATOR: '1' } : {}),
      ...env,
    },
    quiet,
  });
  const url = `http://127.0.0.1:${port}`;
  await waitForHttp(proc, `${url}/v1/health`, 60_000);
  return { ...proc, url };
}

function siteEnv({ apiUrl, authEmulatorUrl, projectId }) {
  return {
    VITE_API_URL: apiUrl,
    VITE_AUTH_EMULATOR_URL: authEmulatorUrl ?? '',
    VITE_FIREBASE_PROJECT_ID: projectId,
    VITE_FIREBASE_API_KEY: process.env.VITE_FIREBASE_API_KEY || 'demo-api-key',
    VITE_FIREBASE_AUTH_DOMAIN: process.env.VITE_FIREBASE_AUTH_DOMAIN || '127.0.0.1',
  };
}

/**
 * Serves the site: the Vite dev server, or with `preview` a production build (built first into
 * `outDir`) served by `vite preview`, as a partner or a user would get it.
 */
export async function startSite({ port, apiUrl, authEmulatorUrl, projectId, quiet, preview = false, outDir }) {
  const cwd = path.join(root, 'apps', 'reference-site');
  const env = siteEnv({ apiUrl, authEmulatorUrl, projectId });
  const args = ['--host', '127.0.0.1', '--port', String(port), '--strictPort'];
  if (preview) {
    const dist = outDir ?? path.join(root, '.cache', `site-${port}`);
    const build = spawnSync(bin('vite'), ['build', '--outDir', dist, '--emptyOutDir'], { cwd, env: { ...process.env, ...env }, encoding: 'utf8' });
    if (build.status !== 0) throw new StackError(`the site did not build:\n${(build.stderr || build.stdout).trim().split('\n').slice(-10).join('\n')}`);
    args.unshift('preview', '--outDir', dist);
  }
  const proc = startProcess('site', bin('vite'), args, { cwd, env, quiet });
  const url = `http://127.0.0.1:${port}`;
  await waitForHttp(proc, `${url}/`, 60_000);
  return { ...proc, url };
}
