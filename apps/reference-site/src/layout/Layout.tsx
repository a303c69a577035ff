import { CityPickerContainer, FullPageLoader } from '@ticketkit/widget';
import { Suspense, useCallback, type ReactNode } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { HeaderMenu } from './HeaderMenu.tsx';
import { LanguageSwitch } from './LanguageSwitch.tsx';
import { SessionMenu } from './SessionMenu.tsx';
import { siteMessages } from '../language/siteMessages.ts';
import { isCurrentSection, SiteLink, SiteNavigate } from './SiteLink.tsx';

const SECTIONS = [
  { to: '/search', label: 'shell.search' },
  { to: '/yourtickets', label: 'shell.tickets' },
  { to: '/listyourevent', label: 'shell.listEvent' },
] as const;

/**
 * The site's header and footer around a page. The header is one row on a phone (logo, city, menu,
 * account); the menu holds the sections and the language switch, and on a wide screen the same
 * menu lies open inline, so both are one design with more room.
 */
export function Layout({ children }: { children: ReactNode }) {
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const go = useCallback((to: string) => void navigate(to), [navigate]);
  const t = siteMessages.useT();
  return (
    <SiteNavigate.Provider value={go}>
      <div className="site-shell">
        <a className="site-skip-link" href="#main">
          {t('shell.skip')}
        </a>
        <header className="site-header">
          <SiteLink to="/" className="site-logo" aria-label={t('shell.home')}>
            Ticketkit
          </SiteLink>
          <div className="site-city">
            <CityPickerContainer />
          </div>
          <HeaderMenu
            className="site-menu"
            button={
              <>
                <span className="site-menu-icon" aria-hidden="true" />
                <span className="tk-visually-hidden">{t('shell.menu')}</span>
              </>
            }
          >
            <nav aria-label={t('shell.mainNav')} className="site-nav">
              {SECTIONS.map(({ to, label }) => {
                const current = isCurrentSection(pathname, to);
                return (
                  <SiteLink key={to} to={to} className={current ? 'active' : ''} aria-current={current ? 'page' : undefined}>
                    {t(label)}
                  </SiteLink>
                );
              })}
            </nav>
            <LanguageSwitch />
          </HeaderMenu>
          <SessionMenu />
        </header>
        <main id="main" className="site-main" tabIndex={-1}>
          <Suspense fallback={<FullPageLoader />}>
            {children}
          </Suspense>
        </main>
        <footer className="site-footer">
          <div className="site-footer-inner">
            <p className="site-footer-brand">Ticketkit</p>
            <nav aria-label={t('shell.footerNav')}>
              <SiteLink to="/aboutus">{t('shell.about')}</SiteLink>
              <SiteLink to="/contact">{t('shell.contact')}</SiteLink>
              <SiteLink to="/policy">{t('shell.policy')}</SiteLink>
              <SiteLink to="/terms-condition">{t('shell.terms')}</SiteLink>
              <SiteLink to="/corporate/login">{t('shell.corporate')}</SiteLink>
            </nav>
            <p className="site-footer-copy">© 2026 Ticketkit</p>
          </div>
        </footer>
      </div>
    </SiteNavigate.Provider>
  );
}
