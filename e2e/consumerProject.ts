import { cpSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { root, run, startProcess, waitForHttp, type Ran } from '../scripts/stack.mjs';

export { run, type Ran };

/**
 * A partner's project outside the repository: the fixtures of `consumers/` copied to a temporary
 * directory and installed there from the registry (pinned versions, npm's cache first) together
 * with the packed `@ticketkit/*` tarballs, as `npm install ./ticketkit-widget-x.tgz` would.
 */
export const fixturesDir = path.join(root, 'consumers');

export interface Packed {
  name: string;
  version: string;
  tarball: string;
}

/** The last lines of a command's output, for a failure message that says what went wrong. */
export const tail = (r: Ran, lines = 40) => `${r.stdout}\n${r.stderr}`.trim().split('\n').slice(-lines).join('\n');

/** Copies the fixtures out of the repository and installs them with the tarballs; answers the directory. */
export async function installConsumerProject(packed: Packed[]): Promise<{ dir: string; install: Ran }> {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'ticketkit-consumer-'));
  cpSync(fixturesDir, dir, { recursive: true });
  const manifestPath = path.join(dir, 'package.json');
  const manifest = JSON.parse(readFileSync(manifestPath, 'utf8')) as { dependencies: Record<string, string> };
  for (const p of packed) manifest.dependencies[p.name] = `file:${p.tarball}`;
  writeFileSync(manifestPath, `${JSON.stringify(manifest, null, 2)}\n`);
  const install = await run('npm', ['install', '--prefer-offline', '--no-audit', '--no-fund', '--save-exact'], {
    cwd: dir,
    env: { NEXT_TELEMETRY_DISABLED: '1' },
    timeoutMs: 600_000,
  });
  return { dir, install };
}

/** A fixture's binary from the consumer project's own node_modules, never the repository's. */
export const binOf = (dir: string, name: string) => path.join(dir, 'node_modules', '.bin', name);

/** Starts a server of the consumer project (vite preview, next start) and waits until it answers. */
export async function serve(name: string, command: string, args: string[], { cwd, url, env = {} }: { cwd: string; url: string; env?: Record<string, string> }) {
  const proc = startProcess(name, command, args, { cwd, env, quiet: true });
  await waitForHttp(proc, url, 60_000);
  return proc;
}

/** The fenced code blocks of a Markdown text, with their language. */
export function codeBlocks(markdown: string): { lang: string; code: string }[] {
  return [...markdown.matchAll(/^```(\w*)\n([\s\S]*?)^```/gm)].map((m) => ({ lang: m[1] ?? '', code: m[2] ?? '' }));
}

/** A level-2 section of a Markdown text, from its heading to the next level-2 heading. */
export function section(markdown: string, heading: string): string {
  const start = markdown.indexOf(`\n## ${heading}\n`);
  if (start < 0) return '';
  const end = markdown.indexOf('\n## ', start + 1);
  return markdown.slice(start, end < 0 ? undefined : end);
}
