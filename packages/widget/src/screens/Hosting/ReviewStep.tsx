import type { Category, City } from '@ticketkit/contract';
import { useFormat } from '../../context/TicketkitProvider.tsx';
import type { HostDraft } from './hostDraft.ts';
import { hostingMessages } from './messages.ts';

/** Step 6: the whole draft as it will be sent, read-only. */
export function ReviewStep({ draft, categories, cities }: { draft: HostDraft; categories: Category[]; cities: City[] }) {
  const t = hostingMessages.useT();
  const f = useFormat();
  return (
    <dl>
      <dt>{t('host.title')}</dt>
      <dd>{draft.title}</dd>
      <dt>{t('host.category')}</dt>
      <dd>{f.name('category', { slug: draft.category, name: categories.find((c) => c.slug === draft.category)?.name ?? draft.category })}</dd>
      <dt>{t('host.city')}</dt>
      <dd>{f.name('city', { slug: draft.city, name: cities.find((c) => c.slug === draft.city)?.name ?? draft.city })}</dd>
      <dt>{t('host.venueName')}</dt>
      <dd>
        {draft.venueName}, {draft.venueAddress}
      </dd>
      <dt>{t('host.sessions')}</dt>
      {draft.sessions.map((s, i) => (
        <dd key={i}>
          {s.date} {s.start}–{s.end}
        </dd>
      ))}
      <dt>{t('host.ticketTypes')}</dt>
      {draft.ticketTypes.map((tt, i) => (
        <dd key={i}>
          {tt.name}: {f.money({ amount: Math.round(Number(tt.price) * 100), currency: 'INR' })} × {tt.capacity}
        </dd>
      ))}
      <dt>{t('host.description')}</dt>
      <dd>
        {draft.description
          .split(/\n\s*\n/)
          .filter((p) => p.trim())
          .map((p, i) => (
            <p key={i}>{p}</p>
          ))}
      </dd>
      <dt>{t('host.contactName')}</dt>
      <dd>
        {draft.contactName}, {draft.contactEmail}, {draft.contactPhone}
      </dd>
    </dl>
  );
}
