import { Link } from 'react-router';

/** Temporary: a route whose widget screen is not wired into the site yet. */
export default function PendingPage() {
  return (
    <section className="site-prose">
      <h1>This screen is on its way</h1>
      <p>
        It is not part of this build yet. <Link to="/">Browse events</Link> in the meantime.
      </p>
    </section>
  );
}
