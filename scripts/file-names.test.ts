// Paths that differ only in letter case (after the build, where `.ts` and `.tsx` both become `.js`) are one file on macOS and Windows (a tarball extracted there
// keeps one of them) and to esbuild everywhere, which then resolves an import to the wrong module.
import { execFileSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { root } from './stack.mjs';

describe('file names', () => {
  it('never differ only in letter case, once built', () => {
    const files = execFileSync('git', ['ls-files'], { cwd: root, encoding: 'utf8' }).split('\n').filter(Boolean);
    const seen = new Map<string, string>();
    const clashes: string[] = [];
    for (const file of files) {
      const key = file.toLowerCase().replace(/\.(?:tsx?|jsx?)$/, '.js');
      const other = seen.get(key);
      if (other) clashes.push(`${other} / ${file}`);
      else seen.set(key, file);
    }
    expect(files.length).toBeGreaterThan(100);
    expect(clashes).toEqual([]);
  });
});
