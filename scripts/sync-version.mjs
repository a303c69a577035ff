// Writes packages/widget/src/version.ts from the widget's package.json, so the version the embed
// reports is the one npm publishes. The root `version` script runs it after `changeset version`;
// `--check` only compares and fails when they differ (the release runs that).
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { root as repoRoot } from './stack/processes.mjs';

export const WIDGET_PACKAGE = 'packages/widget/package.json';
export const VERSION_MODULE = 'packages/widget/src/version.ts';

/** The text of version.ts for a version: the file is generated whole, never edited. */
export function versionModule(version) {
  return `/**
 * The published version of @ticketkit/widget, as the embed reports it (\`window.Ticketkit.version\`).
 * Written from package.json by the release's version step (scripts/sync-version.mjs); a test keeps
 * the two equal, so it is never edited by hand.
 */
export const VERSION = '${version}';
`;
}

export function widgetVersion(root = repoRoot) {
  const { version } = JSON.parse(readFileSync(path.join(root, WIDGET_PACKAGE), 'utf8'));
  if (typeof version !== 'string' || !/^\d+\.\d+\.\d+(-[0-9A-Za-z.-]+)?$/.test(version)) {
    throw new Error(`${WIDGET_PACKAGE} has no semver version: ${JSON.stringify(version)}`);
  }
  return version;
}

/** Compares version.ts with package.json and, unless `check`, rewrites it when they differ. */
export function syncVersion({ root = repoRoot, check = false } = {}) {
  const version = widgetVersion(root);
  const file = path.join(root, VERSION_MODULE);
  const wanted = versionModule(version);
  const inSync = readFileSync(file, 'utf8') === wanted;
  if (!inSync && !check) writeFileSync(file, wanted);
  return { version, inSync };
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const check = process.argv.includes('--check');
  const { version, inSync } = syncVersion({ check });
  if (check && !inSync) {
    console.error(`${VERSION_MODULE} does not say ${version} (${WIDGET_PACKAGE}): run node scripts/sync-version.mjs`);
    process.exit(1);
  }
  console.info(`${VERSION_MODULE}: ${version}${inSync ? '' : ' (written)'}`);
}
