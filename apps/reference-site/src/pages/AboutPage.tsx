import { Link } from 'react-router';
import { siteMessages } from '../language/siteMessages.ts';
import { staticMessages } from './staticMessages.ts';
import { StaticPage } from './StaticPage.tsx';

export default function AboutPage() {
  const t = staticMessages.useT();
  const site = siteMessages.useT();
  return (
    <StaticPage title={site('page.about')} description={t('about.description')} lead={t('about.intro')}>
      <h2>{t('about.venues.heading')}</h2>
      <p>
        {t('about.venues.body')} <Link to="/listyourevent">{t('about.venues.link')}</Link>
        {t('about.venues.after')}
      </p>
      <h2>{t('about.companies.heading')}</h2>
      <p>
        {t('about.companies.body')} <Link to="/corporate/login">{t('about.companies.link')}</Link>
        {t('about.companies.after')}
      </p>
      <h2>{t('about.points.heading')}</h2>
      <p>
        {t('about.points.body')} <Link to="/reward-points">{t('about.points.link')}</Link>
        {t('about.points.after')}
      </p>
    </StaticPage>
  );
}
