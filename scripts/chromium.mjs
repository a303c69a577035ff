// The one place that says how Chromium is launched: Debian's binary, never a downloaded one,
// with flags that keep it from reaching anything outside this machine.
import { existsSync } from 'node:fs';

export const chromiumPath = process.env.CHROME_PATH || '/usr/bin/chromium';

export const chromiumArgs = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-dev-shm-usage',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--disable-quic',
  '--no-first-run',
  '--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE 127.0.0.1, EXCLUDE localhost',
];

export function assertChromium() {
  if (!existsSync(chromiumPath)) {
    throw new Error(`Chromium not found at ${chromiumPath}: run "apt-get install -y chromium" or set CHROME_PATH.`);
  }
  return chromiumPath;
}
