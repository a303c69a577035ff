import { siteMessages } from '../language/siteMessages.ts';
import { staticMessages } from './staticMessages.ts';
import { StaticPage } from './StaticPage.tsx';

const SECTIONS = ['booking', 'prices', 'limits', 'refunds', 'entry', 'points', 'listing'] as const;

export default function TermsPage() {
  const t = staticMessages.useT();
  const site = siteMessages.useT();
  return (
    <StaticPage title={site('page.terms')} description={t('terms.description')} lead={t('terms.description')} meta={t('terms.updated')}>
      {SECTIONS.map((section) => (
        <section key={section}>
          <h2>{t(`terms.${section}.heading`)}</h2>
          <p>{t(`terms.${section}.body`)}</p>
        </section>
      ))}
    </StaticPage>
  );
}
