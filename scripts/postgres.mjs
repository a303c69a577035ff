// A throw-away PostgreSQL server for `npm test`, when Debian's PostgreSQL is installed (CI installs
// it): the API's race test and its control then also run on PostgreSQL, where requests really run
// in parallel on separate connections. Without PostgreSQL those two tests are skipped, as before.
import { spawnSync } from 'node:child_process';
import { chownSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { StackError, freePort, startProcess } from './stack.mjs';

/** The newest `/usr/lib/postgresql/<version>/bin` with a server in it, or null. */
export function findPostgres(base = '/usr/lib/postgresql') {
  if (!existsSync(base)) return null;
  const versions = readdirSync(base).filter((v) => existsSync(path.join(base, v, 'bin', 'postgres')));
  versions.sort((a, b) => Number(b) - Number(a));
  return versions.length ? path.join(base, versions[0], 'bin') : null;
}

/** PostgreSQL refuses to run as root: as root, run it as the `postgres` user Debian's package creates. */
function asServerUser(command, args) {
  if (process.getuid?.() !== 0) return [command, args];
  return ['runuser', ['-u', 'postgres', '--', command, ...args]];
}

function ownerIds(user) {
  const out = spawnSync('id', ['-u', user], { encoding: 'utf8' });
  const gid = spawnSync('id', ['-g', user], { encoding: 'utf8' });
  if (out.status !== 0 || gid.status !== 0) throw new StackError(`PostgreSQL must not run as root and there is no "${user}" user to run it as.`);
  return [Number(out.stdout), Number(gid.stdout)];
}

/** Starts a fresh cluster in a temporary directory on a free loopback port; `stop()` removes it. */
export async function startPostgres({ bin = findPostgres() } = {}) {
  if (!bin) throw new StackError('PostgreSQL is not installed (apt-get install -y postgresql).');
  const dir = mkdtempSync(path.join(tmpdir(), 'ticketkit-pg-'));
  if (process.getuid?.() === 0) chownSync(dir, ...ownerIds('postgres'));
  const data = path.join(dir, 'data');
  const [initCommand, initArgs] = asServerUser(path.join(bin, 'initdb'), ['-D', data, '-A', 'trust', '-U', 'postgres', '--no-sync']);
  const init = spawnSync(initCommand, initArgs, { encoding: 'utf8' });
  if (init.status !== 0) throw new StackError(`initdb failed: ${(init.stderr || init.stdout).trim().split('\n').slice(-3).join(' ')}`);
  const port = await freePort();
  const [command, args] = asServerUser(path.join(bin, 'postgres'), [
    '-D', data, '-p', String(port), '-k', dir, '-c', 'listen_addresses=127.0.0.1',
    // A test database: nothing to make durable.
    '-c', 'fsync=off', '-c', 'synchronous_commit=off', '-c', 'full_page_writes=off',
  ]);
  const url = `postgres://postgres@127.0.0.1:${port}/postgres`;
  const run = async () => {
    const proc = startProcess('postgres', command, args, { quiet: true });
    const deadline = Date.now() + 30_000;
    for (;;) {
      const client = new pg.Client({ connectionString: url });
      try {
        await client.connect();
        await client.query('select 1');
        await client.end();
        return proc;
      } catch (error) {
        await client.end().catch(() => undefined);
        if (proc.child.exitCode !== null || Date.now() > deadline) {
          await proc.stop();
          rmSync(dir, { recursive: true, force: true });
          throw new StackError(`PostgreSQL did not start: ${error.message}; ${proc.output().trim().split('\n').slice(-3).join(' ')}`);
        }
        await new Promise((r) => setTimeout(r, 200));
      }
    }
  };
  let proc = await run();
  return {
    url,
    /**
     * A fast shutdown (every session is terminated with 57P01, as in a restart or a failover),
     * `downMs` with no server at all, then the same server again on the same port and data.
     */
    async restart({ downMs = 0 } = {}) {
      process.kill(-proc.child.pid, 'SIGINT');
      await proc.exited;
      await new Promise((r) => setTimeout(r, downMs));
      proc = await run();
    },
    async stop() {
      await proc.stop();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
