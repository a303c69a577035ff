import { realpathSync } from 'node:fs';

// Test-only fault injection, loaded into the real Auth emulator through NODE_OPTIONS: once
// firebase-tools has printed "All emulators ready!", an uncaught error is thrown inside it, which
// firebase-tools reports as "An unexpected error has occurred." before exiting. The other
// processes that inherit NODE_OPTIONS (npm start itself prints the emulator's lines) are left alone.
const inEmulator = /firebase-tools/.test(realpathSync(process.argv[1] ?? '.'));
const write = process.stdout.write.bind(process.stdout);
let thrown = !inEmulator;
process.stdout.write = (chunk, ...rest) => {
  const result = write(chunk, ...rest);
  if (!thrown && String(chunk).includes('All emulators ready')) {
    thrown = true;
    setImmediate(() => {
      throw new Error('injected fault after the emulator was ready');
    });
  }
  return result;
};
