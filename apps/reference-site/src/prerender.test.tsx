import { TicketkitProvider } from '@ticketkit/widget';
import { act, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderHome, renderShell } from './prerender.tsx';
import { SiteRouterAt } from './router.tsx';
import { preloadPage } from './screens.tsx';
import { tk } from './ticketkit.ts';

// No API runs in a unit test: every request stays pending, which is what the build's prerender
// and the browser's first render both see (the page before any answer).
beforeEach(() => {
  vi.stubGlobal('fetch', () => new Promise<never>(() => {}));
  vi.stubGlobal('IS_REACT_ACT_ENVIRONMENT', true);
});
afterEach(() => {
  vi.unstubAllGlobals();
  document.body.replaceChildren();
});

/** React's server renderer marks Suspense boundaries with comments; they draw nothing. */
const drawn = (html: string) => html.replace(/<!--\/?\$-->/g, '');

function parse(html: string): HTMLElement {
  const box = document.createElement('div');
  box.innerHTML = html;
  return box;
}

describe('given the build prerenders the home page', () => {
  it('paints the header, the heading, the category bar’s room and loading cards, and nothing the API sends', async () => {
    const page = parse(await renderHome());
    expect(page.querySelector('header a.site-logo')?.textContent).toBe('Ticketkit');
    expect(page.querySelector('header a[href="/login"]')?.textContent).toBe('Sign in');
    expect(page.querySelector('h1')?.textContent).toBe('Events in your city');
    expect(page.querySelector('h2')?.textContent).toBe('Events in Nagpur');
    expect(page.querySelector('.tk-category-slot')?.childElementCount).toBe(0);
    expect(page.querySelectorAll('.tk-card-skeleton')).toHaveLength(3);
    expect(page.querySelector('main [role="status"][aria-busy="true"]')?.textContent).toContain('Loading events');
    expect(page.querySelector('article')).toBeNull();
    expect(page.querySelector('footer a[href="/aboutus"]')).not.toBeNull();
  });

  it('is exactly what the browser’s first render draws over it, so nothing moves', async () => {
    const prerendered = drawn(await renderHome());
    await preloadPage('home');
    const container = document.createElement('div');
    document.body.append(container);
    const root = createRoot(container);
    act(() => {
      root.render(
        <StrictMode>
          <TicketkitProvider sdk={tk} locale="en-IN">
            <SiteRouterAt path="/" />
          </TicketkitProvider>
        </StrictMode>,
      );
    });
    expect(container.innerHTML).toBe(prerendered);
    act(() => root.unmount());
  });
});

describe('given any other address', () => {
  it('paints the site’s header and footer around a loader, with no page heading of its own', () => {
    const page = parse(renderShell());
    expect(page.querySelector('header a.site-logo')).not.toBeNull();
    expect(page.querySelector('main .tk-full-page-loader[role="status"]')).not.toBeNull();
    expect(page.querySelector('h1')).toBeNull();
    expect(page.querySelector('footer nav[aria-label="Footer"]')).not.toBeNull();
  });
});
