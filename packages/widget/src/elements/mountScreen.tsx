import { StrictMode, Suspense, type ReactNode } from 'react';
import { createRoot } from 'react-dom/client';
import { FullPageLoader } from '../components/FullPageLoader/FullPageLoader.tsx';
import type { WidgetSdk } from '../sdk/types.ts';
import { adoptStyles } from '../styles/sheets.ts';
import type { MountedScreen } from './defineElements.ts';
import { ScreenErrorBoundary } from './ScreenErrorBoundary.tsx';
import type { ElementAttributes } from './registry.ts';

/** Renders a screen into an element's shadow root with the widget's adopted stylesheet. */
export function mountScreen(
  root: ShadowRoot,
  props: ElementAttributes,
  render: (props: ElementAttributes, host: HTMLElement) => ReactNode,
): MountedScreen {
  adoptStyles(root);
  const host = root.host as HTMLElement;
  // The loader's placeholder kept the room until now; React renders into an empty root.
  root.replaceChildren();
  const reactRoot = createRoot(root);
  const draw = (p: ElementAttributes) =>
    reactRoot.render(
      <StrictMode>
        <ScreenErrorBoundary element={host.localName} host={host}>
          <Suspense fallback={<FullPageLoader />}>{render(p, host)}</Suspense>
        </ScreenErrorBoundary>
      </StrictMode>,
    );
  draw(props);
  return { update: draw, unmount: () => reactRoot.unmount() };
}

export type { WidgetSdk };
