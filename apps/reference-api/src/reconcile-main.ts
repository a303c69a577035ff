// `npm run reconcile -w @ticketkit/reference-api [-- --repair]`: compares bookings, the money ledger
// and the provider's payments and refunds (the database and provider the API's environment names),
// prints every difference on its own line and exits 1 when there is any. `--repair` applies the
// captures and refunds that are missing through the functions the webhooks use, then checks again.
// On the embedded database, run it while the API is stopped (one process owns a data directory).
import { ConfigError, readConfig } from './config.ts';
import { bookingCalls } from './db/booking-calls.ts';
import { openDatabase } from './db/database.ts';
import { migrate } from './db/migrate.ts';
import { createPaymentProvider, isSandbox } from './payments/create.ts';
import { reconcile, repairDifferences } from './payments/reconcile.ts';

const repair = process.argv.includes('--repair');
let config;
try {
  config = readConfig();
} catch (error) {
  if (error instanceof ConfigError) {
    process.stderr.write(`reconcile: ${error.problems.join('\n')}\n`);
    process.exit(2);
  }
  throw error;
}

const db = await openDatabase(config);
const provider = createPaymentProvider(config, db);
let remaining = 0;
try {
  await db.exclusive('ticketkit:schema', () => migrate(db));
  const deps = { db, calls: bookingCalls(db), provider };
  const differences = await reconcile(deps);
  for (const d of differences) process.stdout.write(`${d.line}${d.repair ? '' : ' (needs a person)'}\n`);
  remaining = differences.length;
  if (repair && differences.length > 0) {
    const left = await repairDifferences(deps, differences);
    process.stdout.write(`repaired ${differences.length - left.length} of ${differences.length}\n`);
    for (const d of left) process.stdout.write(`still: ${d.line}\n`);
    remaining = left.length;
  }
  if (differences.length === 0) process.stdout.write(`bookings, ledger and ${provider.name} agree\n`);
} finally {
  if (isSandbox(provider)) provider.close();
  await db.close();
}
process.exit(remaining > 0 ? 1 : 0);
