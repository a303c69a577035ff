// Builds the widget embed and prints its gzip sizes against the budgets in scripts/check-size.mjs.
import { BUDGETS, buildWidget, checkBudgets, kb, measureWidget } from '../scripts/check-size.mjs';

export default async function run() {
  buildWidget();
  const m = measureWidget();
  const gzipOf = new Map(m.chunks.map((c) => [c.file, c.gzip]));
  console.log('\nWidget embed (gzip -9)');
  console.table([
    { what: 'embed loader (ticketkit.js + static imports)', gzip: kb(m.loader.gzip), budget: kb(BUDGETS.loader), files: m.loader.files.length },
    { what: 'first screen: loader + SDK runtime + renderer + event list', gzip: kb(m.firstScreen.gzip), budget: kb(BUDGETS.firstScreen), files: m.firstScreen.files.length },
    { what: 'the same in hi-IN (plus the Hindi catalogue)', gzip: kb(m.firstScreenHindi.gzip), budget: kb(BUDGETS.firstScreen), files: m.firstScreenHindi.files.length },
    { what: 'firebase in those chunks', gzip: m.firebaseInInitialChunks.length ? m.firebaseInInitialChunks.join(', ') : 'no', budget: 'no', files: '' },
  ]);
  console.log('First screen, file by file');
  console.table(m.firstScreen.files.map((file) => ({ file, gzip: kb(gzipOf.get(file) ?? 0) })));
  console.log('Every chunk');
  console.table(m.chunks.map((c) => ({ chunk: c.file, gzip: kb(c.gzip) })));
  const failures = checkBudgets(m);
  if (failures.length) console.log(`OVER BUDGET: ${failures.join('; ')}`);
}
