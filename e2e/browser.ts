import { chromium, type Browser } from 'playwright-core';
import { assertChromium, chromiumArgs } from '../scripts/chromium.mjs';

/** Debian's Chromium, launched with flags that keep it on this machine, and any `extraArgs` (e.g. a fake camera's). */
export function launchBrowser(extraArgs: string[] = []): Promise<Browser> {
  return chromium.launch({ executablePath: assertChromium(), args: [...chromiumArgs, ...extraArgs], headless: true });
}
