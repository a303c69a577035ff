import { TicketkitProvider, adoptStyles } from '@ticketkit/widget';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router/dom';
import { createSiteRouter } from './router.tsx';
import { tk } from './ticketkit.ts';
import './site.css';

// The widget's styles reach the page through a constructable stylesheet: no <style> element, so
// the site runs under a strict `style-src 'self'`.
adoptStyles(document);

const root = document.getElementById('root');
if (root) {
  createRoot(root).render(
    <StrictMode>
      <TicketkitProvider sdk={tk} locale="en-IN">
        <RouterProvider router={createSiteRouter()} />
      </TicketkitProvider>
    </StrictMode>,
  );
}
