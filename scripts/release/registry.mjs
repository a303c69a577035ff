// Whether a version of a package is on the registry, asked the way npm itself asks (`npm view`,
// so .npmrc, scopes and auth apply). A registry that cannot be reached is reported as such:
// `npm publish --dry-run` treats that case as "never published" and says nothing.
import { spawnSync } from 'node:child_process';

/** @returns {{ state: 'published' | 'unpublished' | 'unreachable', detail: string }} */
export function registryState(name, version, { cwd, env = process.env } = {}) {
  const npm = spawnSync('npm', ['view', `${name}@${version}`, 'version', '--json', '--prefer-online'], { cwd, env, encoding: 'utf8' });
  const out = npm.stdout.trim();
  if (npm.status === 0) {
    // An existing package without that version answers nothing, successfully.
    return out && JSON.parse(out) === version
      ? { state: 'published', detail: `${name}@${version} is on the registry` }
      : { state: 'unpublished', detail: `${name} has no ${version} on the registry` };
  }
  let error = { code: 'unknown', summary: npm.stderr.trim().split('\n').at(-1) ?? '' };
  try {
    error = JSON.parse(out).error ?? error;
  } catch {
    // npm printed no JSON: keep the last line of its stderr.
  }
  if (error.code === 'E404') return { state: 'unpublished', detail: `${name}@${version}: ${error.summary}` };
  return { state: 'unreachable', detail: `${error.code}: ${error.summary}` };
}
