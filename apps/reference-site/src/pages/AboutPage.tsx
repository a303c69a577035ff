import { Link } from 'react-router';
import { StaticPage } from './StaticPage.tsx';

export default function AboutPage() {
  return (
    <StaticPage title="About us" description="Ticketkit helps you find and book events in your city, and lets venues sell tickets on their own sites.">
      <p>
        Ticketkit is a ticketing platform built in India for the way people actually go out: a stand-up show on a
        Friday, a music festival with friends, a workshop on a Sunday morning. Pick your city, pick a date, and have
        your tickets on your phone in under a minute.
      </p>
      <h2>For venues and organisers</h2>
      <p>
        The same booking screens you use here can be placed on any organiser’s or venue’s own website with one line
        of code, so their audience never has to leave their site to buy a ticket. Organisers can also{' '}
        <Link to="/listyourevent">list their events</Link> with us.
      </p>
      <h2>For companies</h2>
      <p>
        Companies use Ticketkit to give employees tickets to team events and outings. Employees sign in through{' '}
        <Link to="/corporate/login">corporate sign-in</Link>, see their company’s events and book within the allowance
        their company sets.
      </p>
      <h2>Reward points</h2>
      <p>
        Every booking earns reward points that you can use on your next one. See <Link to="/reward-points">how points work</Link>.
      </p>
    </StaticPage>
  );
}
