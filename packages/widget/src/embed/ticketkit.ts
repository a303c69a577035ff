/**
 * The script-tag embed: `<script src=".../ticketkit.js" data-host=… data-firebase-config=…>`, with or
 * without `type="module"` (CMS script fields often drop it). Defines every `ticketkit-*` element at
 * once and loads a screen's code only when its first element connects. Safe to include twice and to
 * import during server rendering.
 *
 * The built file must run as a classic script too: no `import.meta` and no export here (a classic
 * script cannot parse either). Its `import()` calls still work there, resolved against the script's
 * own address, so chunks load from beside it wherever it is served.
 */
import { defineTicketkitElements } from '../elements/defineElements.ts';
import { loadScreen } from '../elements/loadScreen.ts';
import { ELEMENTS } from '../elements/registry.ts';
import type { WidgetSdk } from '../sdk/types.ts';
import { VERSION } from '../version.ts';
import { checkConfig, configFromDataset, type EmbedConfig } from './config.ts';
import { ownScript } from './ownScript.ts';

export interface TicketkitGlobal {
  version: string;
  /** Configure from code instead of data-* attributes; only the first call counts. */
  init(config: EmbedConfig): Promise<WidgetSdk>;
  /** Resolves with the shared SDK once configured. */
  sdk: Promise<WidgetSdk>;
}

declare global {
  interface Window {
    Ticketkit?: TicketkitGlobal;
  }
}

function start(): TicketkitGlobal {
  let resolveConfig!: (config: EmbedConfig) => void;
  const configured = new Promise<EmbedConfig>((resolve) => (resolveConfig = resolve));
  let initialised = false;
  let locale: string | undefined;
  const sdk = configured.then((config) => import('./runtime.ts').then((m) => m.createSdk(config)));
  // An init failure is reported by each element when it renders; avoid an unhandled rejection here.
  sdk.catch(() => {});
  // Only a page that asks for Ticketkit's typeface downloads it; every other page keeps its own fonts.
  void configured.then((config) => {
    if (config.font === 'ticketkit') void import('./font.ts').then((m) => m.applyTicketkitFont(document, Object.keys(ELEMENTS)));
  });

  const global: TicketkitGlobal = {
    version: VERSION,
    sdk,
    init(config) {
      if (initialised) {
        console.warn('ticketkit/already-initialised: Ticketkit.init was called again; the first configuration stays');
        return sdk;
      }
      const checked = checkConfig(config as unknown as Record<string, unknown>);
      if (!checked.ok) {
        console.error(`ticketkit/config-invalid: ${checked.problem}`);
        return Promise.reject(new Error(checked.problem));
      }
      initialised = true;
      locale = checked.config.locale;
      resolveConfig(checked.config);
      return sdk;
    },
  };

  const script = ownScript(document);
  const fromTag = script ? configFromDataset(script.dataset) : null;
  if (fromTag && !fromTag.ok) console.error(`ticketkit/config-invalid: ${fromTag.problem}`);
  else if (fromTag) global.init(fromTag.config);

  defineTicketkitElements({ load: loadScreen, sdk, locale: () => locale });
  return global;
}

if (typeof window !== 'undefined' && typeof document !== 'undefined' && typeof customElements !== 'undefined') {
  window.Ticketkit ??= start();
}
