import { chromium, type Browser } from 'playwright-core';
import { assertChromium, chromiumArgs } from '../scripts/chromium.mjs';

/** Debian's Chromium, launched with flags that keep it on this machine. */
export function launchBrowser(): Promise<Browser> {
  return chromium.launch({ executablePath: assertChromium(), args: chromiumArgs, headless: true });
}
