import { CityPickerContainer, FullPageLoader } from '@ticketkit/widget';
import { Suspense, useCallback, type ReactNode } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { SessionMenu } from './SessionMenu.tsx';
import { isCurrentSection, SiteLink, SiteNavigate } from './SiteLink.tsx';

const SECTIONS = [
  { to: '/search', label: 'Search' },
  { to: '/yourtickets', label: 'Your tickets' },
  { to: '/listyourevent', label: 'List your event' },
];

/** The site's header and footer around a page. */
export function Layout({ children }: { children: ReactNode }) {
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const go = useCallback((to: string) => void navigate(to), [navigate]);
  return (
    <SiteNavigate.Provider value={go}>
      <div className="site-shell">
        <a className="site-skip-link" href="#main">
          Skip to content
        </a>
        <header className="site-header">
          <SiteLink to="/" className="site-logo" aria-label="Ticketkit home">
            Ticketkit
          </SiteLink>
          <div className="site-city">
            <CityPickerContainer />
          </div>
          <nav aria-label="Main" className="site-nav">
            {SECTIONS.map(({ to, label }) => {
              const current = isCurrentSection(pathname, to);
              return (
                <SiteLink key={to} to={to} className={current ? 'active' : ''} aria-current={current ? 'page' : undefined}>
                  {label}
                </SiteLink>
              );
            })}
          </nav>
          <SessionMenu />
        </header>
        <main id="main" className="site-main" tabIndex={-1}>
          <Suspense fallback={<FullPageLoader />}>
            {children}
          </Suspense>
        </main>
        <footer className="site-footer">
          <nav aria-label="Footer">
            <SiteLink to="/aboutus">About us</SiteLink>
            <SiteLink to="/contact">Contact</SiteLink>
            <SiteLink to="/policy">Privacy policy</SiteLink>
            <SiteLink to="/terms-condition">Terms and conditions</SiteLink>
            <SiteLink to="/corporate/login">Corporate sign-in</SiteLink>
          </nav>
          <p>© 2026 Ticketkit</p>
        </footer>
      </div>
    </SiteNavigate.Provider>
  );
}
