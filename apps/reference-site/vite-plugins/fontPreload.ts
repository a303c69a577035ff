import type { Plugin } from 'vite';

/**
 * Preloads, in the built page, the font file every first screen draws with (the Latin file of
 * src/font.css), under the content-hashed name the build gave it, so the text's font is fetched
 * with the stylesheet instead of after it. The dev server serves the font from elsewhere and
 * needs no preload.
 */
export function fontPreload(file: string): Plugin {
  let base = '/';
  return {
    name: 'ticketkit-font-preload',
    apply: 'build',
    configResolved(config) {
      base = config.base;
    },
    transformIndexHtml: {
      order: 'post',
      handler(_html, { bundle }) {
        const asset = Object.values(bundle ?? {}).find((item) => item.type === 'asset' && item.originalFileNames.some((name) => name.endsWith(`/${file}`)));
        if (!asset) throw new Error(`ticketkit-font-preload: the build has no ${file}; src/font.css names the font's files`);
        return [{ tag: 'link', attrs: { rel: 'preload', as: 'font', type: 'font/woff2', crossorigin: '', href: `${base}${asset.fileName}` }, injectTo: 'head-prepend' }];
      },
    },
  };
}
