import { AuthPage } from './LoginPage.tsx';
import { signupMessages } from './signupMessages.ts';

const ICONS = {
  // A ticket, a star, a lightning bolt: drawn in the accent colour, each 24 units square.
  tickets: 'M3 7a2 2 0 0 1 2-2h14a2 2 0 0 1 2 2v3a2 2 0 0 0 0 4v3a2 2 0 0 1-2 2H5a2 2 0 0 1-2-2v-3a2 2 0 0 0 0-4Zm11-2v14',
  points: 'm12 3 2.7 5.6 6.1.9-4.4 4.3 1 6.1L12 17l-5.4 2.9 1-6.1-4.4-4.3 6.1-.9Z',
  fast: 'M13 2 4 14h7l-1 8 9-12h-7Z',
} as const;

/** `/signup`: the sign-up form, and beside it (under it on a phone) what an account is for. */
export default function SignupPage() {
  const t = signupMessages.useT();
  return (
    <div className="site-auth-frame">
      <AuthPage mode="sign-up" />
      <section className="site-auth-pitch" aria-labelledby="signup-why">
        <h2 id="signup-why">{t('signup.why')}</h2>
        <ul>
          {(Object.keys(ICONS) as (keyof typeof ICONS)[]).map((key) => (
            <li key={key}>
              <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false">
                <path d={ICONS[key]} fill="none" stroke="currentColor" strokeWidth="2" strokeLinejoin="round" />
              </svg>
              {t(`signup.${key}`)}
            </li>
          ))}
        </ul>
      </section>
    </div>
  );
}
