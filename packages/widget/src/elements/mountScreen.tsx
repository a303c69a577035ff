import { StrictMode, Suspense, type ReactNode } from 'react';
import { createRoot } from 'react-dom/client';
import { FullPageLoader } from '../ui/FullPageLoader.tsx';
import { adoptStyles } from '../styles/sheets.ts';
import type { MountedScreen, ScreenModule } from './defineElements.ts';
import { ElementRoot } from './ElementRoot.tsx';
import { ScreenErrorBoundary } from './ScreenErrorBoundary.tsx';
import type { ElementAttributes } from './registry.ts';
import type { ValidAttributes } from './validate.ts';

/** Renders a screen into an element's shadow root with the widget's adopted stylesheet. */
export function mountScreen(
  root: ShadowRoot,
  props: ElementAttributes,
  render: (props: ElementAttributes, host: HTMLElement) => ReactNode,
  pageLocale: () => string | undefined = () => undefined,
): MountedScreen {
  adoptStyles(root);
  const host = root.host as HTMLElement;
  // The loader's placeholder kept the room until now; React renders into an empty root.
  root.replaceChildren();
  const reactRoot = createRoot(root);
  const draw = (p: ElementAttributes) =>
    reactRoot.render(
      <StrictMode>
        <ScreenErrorBoundary element={host.localName} host={host} locale={() => p.locale || pageLocale()}>
          <Suspense fallback={<FullPageLoader />}>{render(p, host)}</Suspense>
        </ScreenErrorBoundary>
      </StrictMode>,
    );
  draw(props);
  return {
    update: draw,
    // Called after the commit that disconnected the element (defineElements defers it).
    unmount: () => reactRoot.unmount(),
  };
}

/**
 * What every element chunk exports as `mount`: the screen inside ElementRoot, so each element's
 * attributes go through the one validation and a wrong one shows the one explained error state.
 * The element's rules come with the mount call, from the registry on the loader's side.
 */
export function elementScreen(render: (attrs: ValidAttributes, host: HTMLElement) => ReactNode): ScreenModule['mount'] {
  return (root, props, sdk, element, rules) => {
    // The page's locale, as ElementRoot reads it; known before any screen renders.
    let pageLocale: string | undefined;
    sdk.then((instance) => (pageLocale = instance.config.locale ?? undefined), () => {});
    return mountScreen(
      root,
      props,
      (attrs, host) => (
        <ElementRoot element={element} host={host} attributes={attrs} rules={rules} sdk={sdk}>
          {(valid) => render(valid, host)}
        </ElementRoot>
      ),
      () => pageLocale,
    );
  };
}
