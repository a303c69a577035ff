import { createHash } from 'node:crypto';
import { cpSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { Plugin } from 'vite';
import { VERSION } from './src/version.ts';

/**
 * The embed's generation in CDN addresses (`…/v1/ticketkit.js`). It changes only when a page's
 * snippet (attributes, `Ticketkit.init`, element names) stops working as written, so a partner's
 * page keeps following fixes and features inside one generation.
 */
export const CDN_GENERATION = 'v1';

/** The folders the embed build owns under `dist/`: it cleans only these (the library build writes `dist/lib`). */
export const EMBED_FOLDERS = ['embed', 'cdn', '.vite'];

/** The Subresource Integrity value of a file (`sha384-…`), as a `<script integrity>` attribute takes it. */
export function integrityOf(bytes: Uint8Array): string {
  return `sha384-${createHash('sha384').update(bytes).digest('base64')}`;
}

/**
 * Cleans the embed's own folders before a build, and after it writes the CDN layout: `cdn/v1/ticketkit.js`
 * (the loader: the only address without a content hash, served with a short cache), `cdn/v1/chunks/`
 * (content-hashed, immutable), `ticketkit.js.sri` (the loader's integrity value) and `manifest.json`
 * (version, integrity, files) beside it.
 */
export function cdnLayout({ loader, chunks }: { loader: string; chunks: string }): Plugin {
  let outDir = '';
  return {
    name: 'ticketkit-cdn-layout',
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    buildStart() {
      for (const folder of EMBED_FOLDERS) rmSync(path.join(outDir, folder), { recursive: true, force: true });
    },
    writeBundle() {
      const target = path.join(outDir, 'cdn', CDN_GENERATION);
      mkdirSync(target, { recursive: true });
      cpSync(path.join(outDir, chunks), path.join(target, 'chunks'), { recursive: true });
      const code = readFileSync(path.join(outDir, loader));
      writeFileSync(path.join(target, 'ticketkit.js'), code);
      const integrity = integrityOf(code);
      writeFileSync(path.join(target, 'ticketkit.js.sri'), `${integrity}\n`);
      const files = readdirSync(path.join(target, 'chunks')).sort().map((f) => `chunks/${f}`);
      writeFileSync(path.join(target, 'manifest.json'), `${JSON.stringify({ version: VERSION, loader: 'ticketkit.js', integrity, chunks: files }, null, 2)}\n`);
    },
  };
}
