import pg from 'pg';

export interface OwnDatabase {
  /** Its name on the server. */
  name: string;
  /** Its connection string. */
  url: string;
  /** A connection to the server's default database, for what the test reads from outside (statistics). */
  admin: pg.Client;
  /** Drops it (closing what is still connected) and ends `admin`. */
  drop: () => Promise<void>;
}

/**
 * A test's own database on TEST_DATABASE_URL's server, so what the test replaces (a control's
 * function) or counts (deadlocks) is its alone.
 */
export async function ownDatabase(prefix: string): Promise<OwnDatabase> {
  const server = process.env.TEST_DATABASE_URL;
  if (!server) throw new Error('TEST_DATABASE_URL is not set.');
  const name = `${prefix}_${process.pid}_${Math.floor(Math.random() * 1e6)}`;
  const admin = new pg.Client({ connectionString: server });
  await admin.connect();
  await admin.query(`create database ${name}`);
  const url = new URL(server);
  url.pathname = `/${name}`;
  return {
    name,
    url: url.href,
    admin,
    drop: async () => {
      await admin.query(`drop database if exists ${name} with (force)`);
      await admin.end();
    },
  };
}
