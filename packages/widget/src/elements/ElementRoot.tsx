import { Suspense, use, useEffect, useMemo, type ReactNode } from 'react';
import { TicketkitProvider, useEmit, useFormat } from '../context/TicketkitProvider.tsx';
import type { WidgetSdk } from '../sdk/types.ts';
import type { ElementAttributes, ElementRules } from './registry.ts';
import { reportAttributeProblem, validateAttributes, type AttributeProblem, type ValidAttributes } from './validate.ts';

export interface ElementRootProps {
  element: string;
  host: HTMLElement;
  attributes: ElementAttributes;
  /** Must be a constant: compared by identity. */
  rules: ElementRules;
  sdk: Promise<WidgetSdk>;
  children(attrs: ValidAttributes): ReactNode;
}

/** The visible, explained state of a misconfigured element, reported once to the page's owner. */
export function Misconfigured({ problem }: { problem: AttributeProblem }) {
  const { t } = useFormat();
  const emit = useEmit();
  // Reported once per problem, not per render: a caller may build an equal problem every render.
  const { code, attribute, message } = problem;
  useEffect(() => {
    reportAttributeProblem(emit, { code, attribute, message });
  }, [code, attribute, message, emit]);
  return (
    <div className="tk-state" data-tone="error" role="alert">
      <h2 part="heading">{t('element.misconfigured')}</h2>
      <p>{t('element.fix', { problem: problem.message })}</p>
      <p className="tk-muted">({problem.code})</p>
    </div>
  );
}

function Ready({ element, children }: { element: string; children: ReactNode }) {
  const emit = useEmit();
  useEffect(() => {
    emit('ticketkit:ready', { element });
  }, [emit, element]);
  return <>{children}</>;
}

function WithSdk({ sdk, locale, appearance, host, children }: { sdk: Promise<WidgetSdk>; locale?: string; appearance?: ValidAttributes['appearance']; host: HTMLElement; children: ReactNode }) {
  const instance = use(sdk);
  // An element's own locale attribute wins over the page's (data-locale / Ticketkit.init),
  // which the real SDK keeps in its resolved config.
  return (
    <TicketkitProvider sdk={instance} locale={locale ?? instance.config.locale ?? undefined} appearance={appearance} host={host}>
      {children}
    </TicketkitProvider>
  );
}

const pageLocales = new WeakMap<Promise<WidgetSdk>, Promise<string | undefined>>();

/** The page's locale (data-locale / Ticketkit.init) once the SDK is there; none if it never comes. */
function pageLocaleOf(sdk: Promise<WidgetSdk>): Promise<string | undefined> {
  let found = pageLocales.get(sdk);
  if (!found) {
    found = sdk.then(
      (instance) => instance.config.locale ?? undefined,
      () => undefined,
    );
    pageLocales.set(sdk, found);
  }
  return found;
}

function MisconfiguredOnPage({ sdk, host, problem }: { sdk: Promise<WidgetSdk>; host: HTMLElement; problem: AttributeProblem }) {
  const locale = use(pageLocaleOf(sdk));
  return (
    <TicketkitProvider locale={locale} host={host}>
      <Misconfigured problem={problem} />
    </TicketkitProvider>
  );
}

/**
 * The root of every element's screen: validates its attributes (elements/validate.ts), shows the
 * explained error state when one is wrong, else renders the screen with the shared SDK.
 */
export function ElementRoot({ element, host, attributes, rules, sdk, children }: ElementRootProps) {
  const { city, category, eventId, appearance, locale, deepLink, deepLinkKey, signIn, eventHref, bookingId, company, mode, source, q, hostedEventId } = attributes;
  const result = useMemo(
    () => validateAttributes(element, { city, category, eventId, appearance, locale, deepLink, deepLinkKey, signIn, eventHref, bookingId, company, mode, source, q, hostedEventId }, rules),
    [element, city, category, eventId, appearance, locale, deepLink, deepLinkKey, signIn, eventHref, bookingId, company, mode, source, q, hostedEventId, rules],
  );
  // The host's data-theme drives :host([data-theme]) token overrides in the shadow root.
  const theme = result.ok ? (result.value.appearance?.theme ?? 'light') : 'light';
  useEffect(() => {
    host.setAttribute('data-theme', theme);
  }, [host, theme]);
  if (!result.ok) {
    if (locale) {
      return (
        <TicketkitProvider locale={locale} host={host}>
          <Misconfigured problem={result.problem} />
        </TicketkitProvider>
      );
    }
    // Without its own locale the element speaks the page's, which the SDK's config holds.
    return (
      <Suspense fallback={null}>
        <MisconfiguredOnPage sdk={sdk} host={host} problem={result.problem} />
      </Suspense>
    );
  }
  return (
    <WithSdk sdk={sdk} locale={result.value.locale} appearance={result.value.appearance} host={host}>
      <Ready element={element}>{children(result.value)}</Ready>
    </WithSdk>
  );
}
