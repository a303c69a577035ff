import { siteMessages } from '../language/siteMessages.ts';
import { staticMessages } from './staticMessages.ts';
import { StaticPage } from './StaticPage.tsx';

const SECTIONS = ['use', 'organiser', 'keep', 'choices', 'signIn', 'contact'] as const;

export default function PolicyPage() {
  const t = staticMessages.useT();
  const site = siteMessages.useT();
  return (
    <StaticPage title={site('page.policy')} description={t('policy.description')} lead={t('policy.description')} meta={t('policy.updated')}>
      <h2>{t('policy.collect.heading')}</h2>
      <ul>
        <li>{t('policy.collect.account')}</li>
        <li>{t('policy.collect.bookings')}</li>
        <li>{t('policy.collect.points')}</li>
        <li>{t('policy.collect.events')}</li>
      </ul>
      {SECTIONS.map((section) => (
        <section key={section}>
          <h2>{t(`policy.${section}.heading`)}</h2>
          <p>{t(`policy.${section}.body`, { email: 'privacy@ticketkit.example' })}</p>
        </section>
      ))}
    </StaticPage>
  );
}
