// The packages a release publishes and what their tarballs must hold. The published set is the
// changesets fixed group: the one place that says which packages are released, and together.
import { execFileSync } from 'node:child_process';
import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { root as repoRoot } from '../stack/processes.mjs';

export function changesetConfig(root = repoRoot) {
  return JSON.parse(readFileSync(path.join(root, '.changeset', 'config.json'), 'utf8'));
}

/** The published packages in the fixed group's order, with their directories and versions. */
export function publishedPackages(root = repoRoot) {
  const [group = []] = changesetConfig(root).fixed;
  const { workspaces } = JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8'));
  const byName = new Map(
    workspaces.map((dir) => {
      const pkg = JSON.parse(readFileSync(path.join(root, dir, 'package.json'), 'utf8'));
      return [pkg.name, { name: pkg.name, dir, version: pkg.version, private: pkg.private === true }];
    }),
  );
  return group.map((name) => {
    const pkg = byName.get(name);
    if (!pkg) throw new Error(`.changeset/config.json names ${name}, which is no workspace`);
    return pkg;
  });
}

/** Changesets not yet turned into versions by `npm run version`. */
export function pendingChangesets(root = repoRoot) {
  return readdirSync(path.join(root, '.changeset'))
    .filter((file) => file.endsWith('.md') && file !== 'README.md')
    .sort();
}

/** Paths inside a packed tarball, relative to its `package/` folder. */
export function tarballFiles(tarball) {
  return execFileSync('tar', ['-tzf', tarball], { encoding: 'utf8' })
    .split('\n')
    .filter((line) => line && !line.endsWith('/'))
    .map((line) => line.replace(/^package\//, ''))
    .sort();
}

export const REQUIRED_FILES = ['package.json', 'LICENSE', 'README.md', 'CHANGELOG.md'];
const NOT_FOR_CONSUMERS = [
  /\.(test|spec)\.[cm]?[jt]sx?$/,
  /\.(test|spec)\.d\.[cm]?ts$/,
  /\.stories\.[cm]?[jt]sx?$/,
  /\.stories\.d\.[cm]?ts$/,
  /(^|\/)(testing|fixtures|__fixtures__|__screenshots__|__snapshots__)\//,
];

/** What is wrong with a tarball's file list: a missing required file, or one only the repo needs. */
export function tarballProblems(files) {
  return [
    ...REQUIRED_FILES.filter((file) => !files.includes(file)).map((file) => `${file} is missing`),
    ...files.filter((file) => NOT_FOR_CONSUMERS.some((pattern) => pattern.test(file))).map((file) => `${file} is not for consumers`),
  ];
}
