import { CityPickerContainer, FullPageLoader } from '@ticketkit/widget';
import { Suspense } from 'react';
import { Link, NavLink, Outlet } from 'react-router';
import { SessionMenu } from './SessionMenu.tsx';

export function Layout() {
  return (
    <div className="site-shell">
      <a className="site-skip-link" href="#main">
        Skip to content
      </a>
      <header className="site-header">
        <Link to="/" className="site-logo" aria-label="Ticketkit home">
          Ticketkit
        </Link>
        <div className="site-city">
          <CityPickerContainer />
        </div>
        <nav aria-label="Main" className="site-nav">
          <NavLink to="/search">Search</NavLink>
          <NavLink to="/yourtickets">Your tickets</NavLink>
          <NavLink to="/listyourevent">List your event</NavLink>
        </nav>
        <SessionMenu />
      </header>
      <main id="main" className="site-main" tabIndex={-1}>
        <Suspense fallback={<FullPageLoader />}>
          <Outlet />
        </Suspense>
      </main>
      <footer className="site-footer">
        <nav aria-label="Footer">
          <Link to="/aboutus">About us</Link>
          <Link to="/contact">Contact</Link>
          <Link to="/policy">Privacy policy</Link>
          <Link to="/terms-condition">Terms and conditions</Link>
          <Link to="/corporate/login">Corporate sign-in</Link>
        </nav>
        <p>© 2026 Ticketkit</p>
      </footer>
    </div>
  );
}
