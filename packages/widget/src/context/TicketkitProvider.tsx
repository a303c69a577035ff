import { createContext, Suspense, use, useContext, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { FullPageLoader } from '../ui/FullPageLoader.tsx';
import { LazyErrorState } from '../ui/LazyErrorState.tsx';
import { createEmitter, reportProblem, type Emit, type WidgetCallbacks } from '../events.ts';
import { createFormatter, isCatalogueLoaded, loadCatalogue, resolveLocale, type Formatter, type Locale } from '../i18n/i18n.ts';
import { appearanceStyle, type Appearance, type Theme } from '../styles/appearance.ts';
import { toWidgetError, type WidgetSdk } from '../sdk/types.ts';
import { retryOf } from './loadTicketkit.ts';
import { isPromiseLike, useSdkLoad } from './sdkLoad.ts';
import { drawnAsStored, drawnStates, type DrawnState, type ServerSnapshot } from './serverSnapshot.ts';

export interface TicketkitContextValue {
  sdk: WidgetSdk | null;
  format: Formatter;
  emit: Emit;
  /** What the HTML being hydrated was drawn from (see `serverSnapshot`); useStore reads it. */
  drawnState: DrawnState;
  /** The theme this provider draws in; a provider inside it (a company's brand) keeps it. */
  theme?: Theme;
}

const TicketkitContext = createContext<TicketkitContextValue | null>(null);

export interface TicketkitProviderProps extends WidgetCallbacks {
  /**
   * The shared SDK instance (`createTicketkit(config)`), or a promise of it (`loadTicketkit(config)`):
   * until it resolves the provider shows its loading state, and if it fails, what went wrong with a
   * way to try again. Optional for purely presentational use.
   */
  sdk?: WidgetSdk | null | PromiseLike<WidgetSdk | null>;
  /** `en-IN` (default) or `hi-IN`; other values fall back by language, then to en-IN. */
  locale?: string;
  appearance?: Appearance;
  /** The custom element that hosts this tree; events are dispatched on it. */
  host?: EventTarget | null;
  /**
   * When this tree hydrates HTML drawn elsewhere (server rendering, a prerender): the stores' state
   * that HTML shows. React hydrates with it, then draws the stores as they are. Pass a value that
   * stays the same across renders.
   */
  serverSnapshot?: ServerSnapshot;
  children?: ReactNode;
}

/** Gives every screen below it the SDK, the formatter and the event emitter, and themes them. */
export function TicketkitProvider({ locale, ...props }: TicketkitProviderProps) {
  const resolved = resolveLocale(locale);
  if (isCatalogueLoaded(resolved)) return <ProviderWithLocale {...props} locale={resolved} />;
  return (
    // Its catalogue is what is loading: the loader says so from its own two words, in that language.
    <Suspense fallback={<FullPageLoader locale={resolved} />}>
      <LoadCatalogue locale={resolved}>
        <ProviderWithLocale {...props} locale={resolved} />
      </LoadCatalogue>
    </Suspense>
  );
}

function LoadCatalogue({ locale, children }: { locale: Locale; children: ReactNode }) {
  use(loadCatalogue(locale));
  return <>{children}</>;
}

type LocalisedProps = Omit<TicketkitProviderProps, 'locale'> & { locale: Locale };

function ProviderWithLocale({ sdk = null, ...props }: LocalisedProps) {
  if (isPromiseLike<WidgetSdk | null>(sdk)) return <ProviderWithPromise {...props} promise={sdk} />;
  return <ProviderWithSdk {...props} sdk={sdk} />;
}

/** The provider while its SDK is a promise: loading, then the children with the SDK, or the failure. */
function ProviderWithPromise({ promise, children, ...props }: Omit<LocalisedProps, 'sdk'> & { promise: PromiseLike<WidgetSdk | null> }) {
  // A retry replaces the promise this provider waits for, until the page gives it another one.
  const [retried, setRetried] = useState<{ from: PromiseLike<WidgetSdk | null>; to: PromiseLike<WidgetSdk | null> } | null>(null);
  const current = retried?.from === promise ? retried.to : promise;
  const load = useSdkLoad(current);
  if (load.status === 'ready') return <ProviderWithSdk {...props} sdk={load.sdk}>{children}</ProviderWithSdk>;
  const again = retryOf(current);
  const retry = again ? () => setRetried({ from: promise, to: again() }) : () => window.location.reload();
  return (
    <ProviderWithSdk {...props} sdk={null}>
      {load.status === 'pending' ? <FullPageLoader /> : <SdkLoadFailed error={load.error} onRetry={retry} />}
    </ProviderWithSdk>
  );
}

function SdkLoadFailed({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  const emit = useEmit();
  const widgetError = toWidgetError(error);
  useEffect(() => {
    reportProblem(emit, 'sdk-load-failed', `the Ticketkit SDK could not load (${widgetError.message})`);
  }, [emit, widgetError.message]);
  return <LazyErrorState error={widgetError} onRetry={onRetry} />;
}

function ProviderWithSdk({ sdk, locale, appearance, host, serverSnapshot, children, ...callbacks }: Omit<LocalisedProps, 'sdk'> & { sdk: WidgetSdk | null }) {
  const format = createFormatter(locale);
  const latest = useLatest(callbacks);
  const emit = useMemo(() => createEmitter(() => latest.current, host), [latest, host]);
  const drawnState = useMemo(() => drawnStates(sdk, serverSnapshot), [sdk, serverSnapshot]);
  const outer = useContext(TicketkitContext);
  const theme = appearance?.theme ?? outer?.theme ?? 'light';
  const value = useMemo(() => ({ sdk, format, emit, drawnState, theme }), [sdk, format, emit, drawnState, theme]);
  return (
    <TicketkitContext.Provider value={value}>
      <div className="tk-root" data-shadow={host ? '' : undefined} lang={format.locale} data-theme={theme} style={appearanceStyle(appearance)}>
        {children}
      </div>
    </TicketkitContext.Provider>
  );
}

/** The latest callbacks without re-creating what reads them: an emitter stays the same across renders. */
function useLatest<T>(value: T): { readonly current: T } {
  const ref = useRef(value);
  useEffect(() => {
    ref.current = value;
  });
  return ref;
}

const fallback: TicketkitContextValue = { sdk: null, format: createFormatter(), emit: () => true, drawnState: drawnAsStored };

/** Context without a provider falls back to en-IN and no SDK, so presentational parts render alone. */
export function useTicketkitContext(): TicketkitContextValue {
  return useContext(TicketkitContext) ?? fallback;
}

export function useFormat(): Formatter {
  return useTicketkitContext().format;
}

/**
 * The one way a screen tells the host page something: `emit('ticketkit:…', payload)` calls the
 * screen's own `on…` props (`callbacks`), then the enclosing EventScope's and TicketkitProvider's,
 * and dispatches the DOM event on the element that hosts the tree.
 */
export function useEmit(callbacks?: WidgetCallbacks): Emit {
  const parent = useTicketkitContext().emit;
  const latest = useLatest(callbacks);
  return useMemo(() => scopedEmitter(() => latest.current, parent), [latest, parent]);
}

function scopedEmitter(callbacks: () => WidgetCallbacks | undefined, parent: Emit | null): Emit {
  const local = createEmitter(callbacks, null);
  return (name, payload) => {
    local(name, payload);
    return parent ? parent(name, payload) : true;
  };
}

/** The SDK instance; containers call this. Throws a clear error when no provider gave one. */
export function useTicketkit(): WidgetSdk {
  const { sdk } = useTicketkitContext();
  if (!sdk) throw new Error('ticketkit/no-sdk: wrap the widget in <TicketkitProvider sdk={createTicketkit(…)}>');
  return sdk;
}

export interface EventScopeProps extends WidgetCallbacks {
  /** Keeps the subtree's events inside: only these callbacks hear them, not the page. */
  contained?: boolean;
  children: ReactNode;
}

/**
 * Gives a subtree its own callback props on top of the provider's: the screen components accept
 * the same `on…` callbacks as TicketkitProvider (both are called; the DOM event is sent once).
 */
export function EventScope({ children, contained = false, ...callbacks }: EventScopeProps) {
  const parent = useTicketkitContext();
  const latest = useLatest(callbacks);
  const value = useMemo(() => ({ ...parent, emit: scopedEmitter(() => latest.current, contained ? null : parent.emit) }), [parent, latest, contained]);
  return <TicketkitContext.Provider value={value}>{children}</TicketkitContext.Provider>;
}
