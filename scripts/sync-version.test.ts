import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { VERSION } from '../packages/widget/src/version.ts';
import { VERSION_MODULE, WIDGET_PACKAGE, syncVersion, versionModule, widgetVersion } from './sync-version.mjs';
import { root } from './stack.mjs';

describe("the widget's version", () => {
  it('in version.ts is the one in its package.json, written by the script', () => {
    const { version } = JSON.parse(readFileSync(path.join(root, WIDGET_PACKAGE), 'utf8')) as { version: string };
    expect(VERSION).toBe(version);
    expect(readFileSync(path.join(root, VERSION_MODULE), 'utf8')).toBe(versionModule(version));
    expect(syncVersion({ check: true })).toEqual({ version, inSync: true });
  });

  describe('sync-version on a copy', () => {
    const dirs: string[] = [];
    afterEach(() => dirs.splice(0).forEach((dir) => rmSync(dir, { recursive: true, force: true })));
    function copy(packageVersion: unknown, moduleText: string) {
      const dir = mkdtempSync(path.join(tmpdir(), 'ticketkit-version-'));
      dirs.push(dir);
      mkdirSync(path.join(dir, path.dirname(VERSION_MODULE)), { recursive: true });
      writeFileSync(path.join(dir, WIDGET_PACKAGE), JSON.stringify({ name: '@ticketkit/widget', version: packageVersion }));
      writeFileSync(path.join(dir, VERSION_MODULE), moduleText);
      return dir;
    }

    it('rewrites a stale version.ts, and only reports it with check', () => {
      const dir = copy('2.3.0-rc.1', versionModule('2.2.0'));
      expect(syncVersion({ root: dir, check: true })).toEqual({ version: '2.3.0-rc.1', inSync: false });
      expect(readFileSync(path.join(dir, VERSION_MODULE), 'utf8')).toBe(versionModule('2.2.0'));
      expect(syncVersion({ root: dir })).toEqual({ version: '2.3.0-rc.1', inSync: false });
      expect(readFileSync(path.join(dir, VERSION_MODULE), 'utf8')).toContain("export const VERSION = '2.3.0-rc.1';");
      expect(syncVersion({ root: dir, check: true }).inSync).toBe(true);
    });

    it('refuses a package.json without a semver version', () => {
      expect(() => widgetVersion(copy('latest', versionModule('1.0.0')))).toThrow(/no semver version: "latest"/);
      expect(() => widgetVersion(copy(undefined, versionModule('1.0.0')))).toThrow(/no semver version/);
    });
  });
});
