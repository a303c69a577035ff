import { act, type ReactNode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { homeRenderedFor, renderHome, renderShell } from './prerender.tsx';
import { drawnFor } from './prerendered.ts';
import { preloadPage } from './screens.tsx';
import { Site } from './Site.tsx';
import { createSiteTicketkit } from './ticketkit.ts';

/**
 * The home page as it is, unless a test makes it fail to render in the browser (a page with a bug):
 * the part of the site under test is the hydration around the page, not the page.
 */
const homePage = vi.hoisted(() => ({ failing: false }));
vi.mock('./pages/HomePage.tsx', async (importOriginal) => {
  const real = await importOriginal<{ default: () => ReactNode }>();
  return {
    default: function HomePage() {
      if (homePage.failing) throw new Error('the home page failed to render');
      return real.default();
    },
  };
});

// No API runs in a unit test: every request stays pending, which is what the build's prerender
// and the browser's first render both see (the page before any answer).
beforeEach(() => {
  vi.stubGlobal('fetch', () => new Promise<never>(() => {}));
  vi.stubGlobal('IS_REACT_ACT_ENVIRONMENT', true);
});
afterEach(() => {
  homePage.failing = false;
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
  document.body.replaceChildren();
  localStorage.clear();
});

function parse(html: string): HTMLElement {
  const box = document.createElement('div');
  box.innerHTML = html;
  return box;
}

/** The browser's start on the prerendered home page, as main.tsx does it; React's recoverable errors are collected. */
async function hydrateHome({ pageFails = false } = {}) {
  const container = document.createElement('div');
  container.innerHTML = await renderHome();
  document.body.append(container);
  homePage.failing = pageFails;
  await preloadPage('home');
  const site = createSiteTicketkit();
  const errors: unknown[] = [];
  await act(async () => {
    hydrateRoot(container, <Site site={site} serverSnapshot={drawnFor(homeRenderedFor())} />, { onRecoverableError: (error) => errors.push(error) });
  });
  return { container, errors, sdk: site.sdk };
}

describe('given the build prerenders the home page', () => {
  it('paints the header, the heading, the category bar’s room and loading cards, and nothing the API sends', async () => {
    const page = parse(await renderHome());
    expect(page.querySelector('header a.site-logo')?.textContent).toBe('Ticketkit');
    expect(page.querySelector('header a[href="/login"]')?.textContent).toBe('Sign in');
    // One page heading, the city's events; no second heading saying the same.
    expect([...page.querySelectorAll('h1')].map((h) => h.textContent)).toEqual(['Events in Nagpur']);
    expect([...page.querySelectorAll('h2')].map((h) => h.textContent)).not.toContain('Events in Nagpur');
    expect(page.querySelector('.tk-category-slot')?.childElementCount).toBe(0);
    // The featured row's two and the grid's three.
    expect(page.querySelectorAll('.tk-card-skeleton')).toHaveLength(5);
    expect(page.querySelector('main [role="status"][aria-busy="true"]')?.textContent).toContain('Loading events');
    expect(page.querySelector('article')).toBeNull();
    expect(page.querySelector('footer a[href="/aboutus"]')).not.toBeNull();
  });

  it('is what the browser hydrates: React keeps every node it drew and reports no mismatch', async () => {
    const { container, errors, sdk } = await hydrateHome();
    const heading = container.querySelector('h1');
    expect(heading?.textContent).toBe('Events in Nagpur');
    expect(errors).toEqual([]);
    expect(container.querySelector('h1')).toBe(heading);
    sdk.destroy();
  });

  it('hydrates for a returning visitor too, then shows their city and their name', async () => {
    localStorage.setItem('city', JSON.stringify('pune'));
    localStorage.setItem('userData', JSON.stringify({ uid: 'u1', displayName: 'Asha Rao' }));
    const { container, errors, sdk } = await hydrateHome();
    expect(errors).toEqual([]);
    expect(container.querySelector('h1')?.textContent).toBe('Events in Pune');
    expect(container.querySelector('header .site-account-name')?.textContent).toBe('Asha Rao');
    sdk.destroy();
  });

  it('keeps the header live when the page itself fails: the stores are the visitor’s once the header is hydrated', async () => {
    localStorage.setItem('userData', JSON.stringify({ uid: 'u1', displayName: 'Asha Rao' }));
    const screenErrors = vi.spyOn(console, 'error').mockImplementation(() => {});
    const { container, sdk } = await hydrateHome({ pageFails: true });
    expect(container.querySelector('main [role="alert"] h1')?.textContent).toBe('Something went wrong on this page');
    expect(screenErrors).toHaveBeenCalledWith('ticketkit: a screen failed', expect.any(Error), expect.any(String));
    expect(container.querySelector('header .site-account-name')?.textContent).toBe('Asha Rao');
    sdk.destroy();
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
