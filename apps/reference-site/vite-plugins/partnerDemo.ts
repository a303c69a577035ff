import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { execFile } from 'node:child_process';
import type { Connect, Plugin } from 'vite';

const here = path.dirname(fileURLToPath(import.meta.url));
const widgetDir = path.resolve(here, '../../../packages/widget');
/**
 * The embed is built into a folder of this server's own, not packages/widget/dist: tests start
 * sites while others build and pack the widget there, and one build would delete the other's files.
 */
const buildDir = mkdtempSync(path.join(tmpdir(), 'ticketkit-partner-embed-'));
const embedDir = path.join(buildDir, 'embed');
process.once('exit', () => rmSync(buildDir, { recursive: true, force: true }));

export interface PartnerDemoEnv {
  apiUrl: string;
  authEmulatorUrl?: string | undefined;
  firebase: Record<string, string>;
}

const origin = (url: string | undefined) => (url ? new URL(url).origin : '');

/**
 * The strict policy a careful partner would set: nothing inline, nothing evaluated, styles and
 * scripts from the page's own origin only, and connections to the Ticketkit API and the auth
 * service; frames from the auth service and the API (the sandbox provider's checkout page). The
 * widget must work under it.
 */
export function partnerCsp(env: PartnerDemoEnv): string {
  const api = origin(env.apiUrl);
  const auth = env.authEmulatorUrl ? origin(env.authEmulatorUrl) : 'https://identitytoolkit.googleapis.com https://securetoken.googleapis.com';
  return [
    "default-src 'self'",
    "script-src 'self'",
    "style-src 'self'",
    `img-src 'self' data: ${api}`,
    `connect-src 'self' ${api} ${auth}`,
    `frame-src ${env.authEmulatorUrl ? origin(env.authEmulatorUrl) : 'https://*.firebaseapp.com'} ${api}`,
    "object-src 'none'",
    "base-uri 'none'",
    "form-action 'self'",
  ].join('; ');
}

const escapeAttr = (value: string) => value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');

/** The partner demo page: only the README's script-tag snippet, two elements, and an event log. */
export function renderPartnerDemo(env: PartnerDemoEnv): string {
  const template = readFileSync(path.join(here, 'partner-demo.html'), 'utf8');
  return template
    .replaceAll('%CSP%', escapeAttr(partnerCsp(env)))
    .replaceAll('%API_URL%', escapeAttr(env.apiUrl))
    .replaceAll('%API_ORIGIN%', escapeAttr(origin(env.apiUrl)))
    .replaceAll('%FIREBASE_CONFIG%', escapeAttr(JSON.stringify(env.firebase)))
    .replaceAll('%AUTH_EMULATOR_ATTR%', env.authEmulatorUrl ? ` data-auth-emulator="${escapeAttr(env.authEmulatorUrl)}"` : '');
}

/**
 * Builds the embed as partners get it, in its own process: inside the site's dev server
 * NODE_ENV is "development", which would give React's JSX dev runtime to a production bundle.
 */
function buildEmbed(): Promise<void> {
  return new Promise((resolve, reject) => {
    execFile(
      process.execPath,
      [path.resolve(widgetDir, '../../node_modules/vite/bin/vite.js'), 'build', '--outDir', buildDir, '--logLevel', 'warn'],
      { cwd: widgetDir, env: { ...process.env, NODE_ENV: 'production' } },
      (error, _stdout, stderr) => (error ? reject(new Error(`the widget embed did not build: ${stderr || error.message}`)) : resolve()),
    );
  });
}

function* files(dir: string): Generator<string> {
  for (const name of readdirSync(dir)) {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) yield* files(full);
    else yield full;
  }
}

/**
 * `ensureEmbed` null (the preview of a build): the embed is already in the build output and the
 * preview server's static files serve it compressed, as a partner's CDN would.
 */
function middleware(env: PartnerDemoEnv, ensureEmbed: (() => Promise<void>) | null): Connect.NextHandleFunction {
  return (req, res, next) => {
    const url = (req.url ?? '').split('?')[0] ?? '';
    if (url === '/partner-demo.html') {
      res.setHeader('Content-Type', 'text/html; charset=utf-8');
      res.setHeader('Content-Security-Policy', partnerCsp(env));
      res.end(renderPartnerDemo(env));
      return;
    }
    if (ensureEmbed && url.startsWith('/embed/') && !url.includes('..')) {
      ensureEmbed().then(
        () => {
          const file = path.join(embedDir, url.slice('/embed/'.length));
          if (!file.startsWith(embedDir) || !existsSync(file)) return next();
          res.setHeader('Content-Type', 'text/javascript; charset=utf-8');
          res.end(readFileSync(file));
        },
        (error: unknown) => next(error),
      );
      return;
    }
    next();
  };
}

/**
 * Serves `/partner-demo.html` (with its CSP header) in dev and preview, and the widget's script-tag
 * embed at `/embed/` in dev; writes both into the site's build. The embed is built from
 * packages/widget once per dev start and once per build.
 */
export function partnerDemo(env: PartnerDemoEnv): Plugin {
  let built: Promise<void> | null = null;
  const ensureEmbed = () => (built ??= buildEmbed());
  return {
    name: 'ticketkit-partner-demo',
    configureServer(server) {
      server.middlewares.use(middleware(env, ensureEmbed));
    },
    configurePreviewServer(server) {
      server.middlewares.use(middleware(env, null));
    },
    async generateBundle() {
      await ensureEmbed();
      this.emitFile({ type: 'asset', fileName: 'partner-demo.html', source: renderPartnerDemo(env) });
      for (const file of files(embedDir)) {
        this.emitFile({ type: 'asset', fileName: path.join('embed', path.relative(embedDir, file)), source: readFileSync(file) });
      }
    },
  };
}
