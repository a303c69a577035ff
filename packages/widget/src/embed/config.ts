/** What a partner configures, from the script tag's data-* attributes or `Ticketkit.init({...})`. */
export interface EmbedConfig {
  /** The {host} base address; the SDK adds `/v1`. */
  host: string;
  firebase: { apiKey: string; projectId: string; authDomain?: string; appId?: string; [key: string]: string | undefined };
  /** Development only: the Firebase Auth emulator's URL. */
  authEmulator?: string;
  locale?: string;
  storagePrefix?: string;
  /**
   * The typeface of every element: `host` (the default) draws them in the page's own fonts and
   * downloads none; `ticketkit` loads Ticketkit's Noto Sans Devanagari (Latin and Devanagari) from
   * beside the embed's script, for pages whose own fonts have no Devanagari.
   */
  font?: EmbedFont;
}

export const EMBED_FONTS = ['host', 'ticketkit'] as const;
export type EmbedFont = (typeof EMBED_FONTS)[number];

export type ConfigResult = { ok: true; config: EmbedConfig } | { ok: false; problem: string };

/** Reads and checks `data-host`, `data-firebase-config`, `data-auth-emulator`, `data-locale`, `data-storage-prefix`, `data-font`. */
export function configFromDataset(data: DOMStringMap): ConfigResult | null {
  if (!data.host && !data.firebaseConfig) return null;
  let firebase: unknown;
  try {
    firebase = JSON.parse(data.firebaseConfig ?? '');
  } catch {
    return { ok: false, problem: 'data-firebase-config must be the JSON of your Firebase project configuration' };
  }
  return checkConfig({ host: data.host, firebase, authEmulator: data.authEmulator, locale: data.locale, storagePrefix: data.storagePrefix, font: data.font });
}

export function checkConfig(input: Record<string, unknown>): ConfigResult {
  const { host, firebase, authEmulator, locale, storagePrefix, font } = input;
  if (typeof host !== 'string' || !/^https?:\/\/[^\s/]+/.test(host)) return { ok: false, problem: 'host (data-host) must be the API address, e.g. https://api.example.com' };
  if (!firebase || typeof firebase !== 'object') return { ok: false, problem: 'firebase (data-firebase-config) must be an object' };
  const fb = firebase as Record<string, unknown>;
  if (typeof fb.apiKey !== 'string' || typeof fb.projectId !== 'string') return { ok: false, problem: 'the Firebase configuration needs apiKey and projectId' };
  if (authEmulator !== undefined && (typeof authEmulator !== 'string' || !/^https?:\/\//.test(authEmulator))) {
    return { ok: false, problem: 'data-auth-emulator must be a URL like http://127.0.0.1:9099' };
  }
  if (font !== undefined && !EMBED_FONTS.includes(font as EmbedFont)) {
    return { ok: false, problem: `font (data-font) must be one of ${EMBED_FONTS.join(', ')}` };
  }
  const config: EmbedConfig = { host, firebase: fb as EmbedConfig['firebase'] };
  if (typeof authEmulator === 'string') config.authEmulator = authEmulator;
  if (typeof locale === 'string') config.locale = locale;
  if (typeof storagePrefix === 'string') config.storagePrefix = storagePrefix;
  if (font !== undefined) config.font = font as EmbedFont;
  return { ok: true, config };
}
