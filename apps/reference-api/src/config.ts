/** Reads and validates the API's environment. Every problem is reported at once, one line each. */
export interface ApiConfig {
  port: number;
  host: string;
  /** PGlite data directory, or `memory://` for a throw-away database. Ignored when databaseUrl is set. */
  dataDir: string;
  databaseUrl: string | undefined;
  firebaseProjectId: string;
  /** Set when tokens come from the Firebase Auth emulator (never in production). */
  authEmulatorHost: string | undefined;
  production: boolean;
  /** Origins allowed by CORS; `*` allows any (development). */
  corsOrigins: string[] | '*';
  seed: boolean;
}

export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(problems.join('\n'));
    this.name = 'ConfigError';
  }
}

export function parsePort(name: string, raw: string | undefined, fallback: number, problems: string[]): number {
  if (raw === undefined || raw === '') return fallback;
  const port = Number(raw);
  if (!Number.isInteger(port) || port < 0 || port > 65535) {
    problems.push(`${name}=${raw} is not a port number (0–65535); set ${name} to a free port.`);
    return fallback;
  }
  return port;
}

export function readConfig(env: NodeJS.ProcessEnv = process.env): ApiConfig {
  const problems: string[] = [];
  const production = env.NODE_ENV === 'production';
  const port = parsePort('API_PORT', env.API_PORT, 8787, problems);
  const databaseUrl = env.DATABASE_URL || undefined;
  if (databaseUrl && !/^postgres(ql)?:\/\//.test(databaseUrl)) {
    problems.push('DATABASE_URL must start with postgres:// or postgresql://.');
  }
  const firebaseProjectId = env.FIREBASE_PROJECT_ID || 'demo-ticketkit';
  if (!/^[a-z0-9-]{4,30}$/.test(firebaseProjectId)) {
    problems.push(`FIREBASE_PROJECT_ID=${firebaseProjectId} is not a Firebase project id (lowercase letters, digits and hyphens).`);
  }
  const authEmulatorHost = env.FIREBASE_AUTH_EMULATOR_HOST || undefined;
  if (authEmulatorHost && production) {
    problems.push('FIREBASE_AUTH_EMULATOR_HOST is set with NODE_ENV=production: the API would accept unsigned tokens. Unset one of them.');
  }
  const cors = env.CORS_ORIGINS?.trim();
  let corsOrigins: string[] | '*' = production ? [] : '*';
  if (cors) {
    corsOrigins = cors === '*' ? '*' : cors.split(',').map((o) => o.trim()).filter(Boolean);
    if (corsOrigins !== '*') {
      for (const origin of corsOrigins) {
        if (!/^https?:\/\/[^/]+$/.test(origin)) problems.push(`CORS_ORIGINS entry "${origin}" is not an origin like https://partner.example.`);
      }
    }
  }
  if (problems.length > 0) throw new ConfigError(problems);
  return {
    port,
    host: env.API_HOST || '127.0.0.1',
    dataDir: env.TICKETKIT_DATA_DIR || '.data/',
    databaseUrl,
    firebaseProjectId,
    authEmulatorHost,
    production,
    corsOrigins,
    seed: env.TICKETKIT_SEED !== 'false',
  };
}
