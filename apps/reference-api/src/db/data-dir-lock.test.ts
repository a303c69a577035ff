import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { NODE_SOURCE_FLAGS } from '../../../../scripts/source-condition.mjs';
import { freePort, root, startApi, type Proc } from '../../../../scripts/stack.mjs';
import { DataDirInUseError, LOCK_FILE, lockDataDir, processStartTime, removeStaleLock } from './data-dir-lock.ts';

// Real API processes on one PGlite data directory, as two `npm start`s or a restart would run them.
const dirs: string[] = [];
const procs: Proc[] = [];
const tempDir = () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'ticketkit-lock-'));
  dirs.push(dir);
  return dir;
};
afterAll(async () => {
  await Promise.all(procs.map((p) => p.stop()));
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
});

const API_ENV = { TICKETKIT_SEED: 'false', LOG_LEVEL: 'warn' };

async function start(dataDir: string) {
  const proc = await startApi({ port: await freePort(), dataDir, projectId: 'demo-ticketkit', quiet: true, env: API_ENV });
  procs.push(proc);
  return proc;
}

describe('given an API process holding a PGlite data directory', () => {
  it('a second process on the same directory refuses with one line; after the first is killed (-9), a new one starts', async () => {
    const dataDir = tempDir();
    const first = await start(dataDir);
    const second = spawnSync(process.execPath, [...NODE_SOURCE_FLAGS, '--import', 'tsx', 'apps/reference-api/src/main.ts'], {
      cwd: root,
      env: { ...process.env, ...API_ENV, API_PORT: String(await freePort()), TICKETKIT_DATA_DIR: dataDir },
      encoding: 'utf8',
      timeout: 30_000,
    });
    expect(second.status, `stdout: ${second.stdout}\nstderr: ${second.stderr}`).toBe(1);
    const lines = second.stderr.trim().split('\n');
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatch(new RegExp(`^reference-api: the data directory .* is in use by another reference-api process \\(pid ${first.child.pid}\\)`));
    expect((await fetch(`${first.url}/v1/health`)).status).toBe(200);

    first.child.kill('SIGKILL');
    await first.exited;
    const third = await start(dataDir);
    expect((await fetch(`${third.url}/v1/health`)).status).toBe(200);
  }, 120_000);
});

describe('lockDataDir', () => {
  it('takes over a lock whose pid now belongs to another process (started later), and refuses a live holder', () => {
    const dataDir = tempDir();
    // The test's own parent is alive, but it started before whoever wrote this lock claims to.
    writeFileSync(path.join(dataDir, LOCK_FILE), JSON.stringify({ pid: process.ppid, started: '1' }));
    const release = lockDataDir(dataDir);
    try {
      const holder = spawn(process.execPath, ['-e', 'setTimeout(() => {}, 60000)']);
      try {
        release();
        writeFileSync(path.join(dataDir, LOCK_FILE), JSON.stringify({ pid: holder.pid, started: processStartTime(holder.pid!) }));
        expect(() => lockDataDir(dataDir)).toThrow(new RegExp(`pid ${holder.pid}`));
      } finally {
        holder.kill('SIGKILL');
      }
    } finally {
      release();
    }
  });

  it('of two processes that read the same stale lock, the one that moves it second puts the winner\'s lock back and refuses', () => {
    const dataDir = tempDir();
    const file = path.join(dataDir, LOCK_FILE);
    const stale = JSON.stringify({ pid: process.ppid, started: '1' });
    writeFileSync(file, stale);
    // This process reads the stale lock, takes over and writes its own; then the other one, which
    // read the same stale text before that, runs its takeover step.
    const release = lockDataDir(dataDir);
    try {
      const winner = readFileSync(file, 'utf8');
      expect(winner).not.toBe(stale);
      expect(() => removeStaleLock(dataDir, file, stale)).toThrow(DataDirInUseError);
      expect(readFileSync(file, 'utf8')).toBe(winner);
      expect(readdirSync(dataDir)).toEqual([LOCK_FILE]);
    } finally {
      release();
    }
  });
});
