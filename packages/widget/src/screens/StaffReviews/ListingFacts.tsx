import type { Category, City, ReviewItem } from '@ticketkit/contract';
import { paise } from '@ticketkit/contract/pricing';
import { useFormat } from '../../context/TicketkitProvider.tsx';
import { staffMessages } from './messages.ts';
import { bySlug, sessionsOf } from './listingText.ts';

export interface ListingFactsProps {
  item: ReviewItem;
  cities?: City[];
  categories?: Category[];
  /** Every field of the request (the review page), or only what the queue needs to choose. */
  full?: boolean;
}

/** What a host asked for, as a definition list: the queue's summary, or every field for the review. */
export function ListingFacts({ item, cities, categories, full = false }: ListingFactsProps) {
  const f = useFormat();
  const t = staffMessages.useT();
  const host = [item.host.name, item.host.email].filter(Boolean).join(', ') || item.host.uid;
  return (
    <dl className="tk-facts">
      <dt>{t('staff.item.host')}</dt>
      <dd>{host}</dd>
      <dt>{t('staff.item.city')}</dt>
      <dd>{f.name('city', bySlug(cities, item.city))}</dd>
      {full ? (
        <>
          <dt>{t('staff.item.category')}</dt>
          <dd>{f.name('category', bySlug(categories, item.category))}</dd>
          <dt>{t('staff.item.venue')}</dt>
          <dd>
            {item.venue.name}, {item.venue.address}
          </dd>
        </>
      ) : null}
      <dt>{t('staff.item.sessions')}</dt>
      <dd>
        <ul className="tk-list">
          {sessionsOf(item).map((s) => (
            <li key={s.startsAt}>
              {f.dateTime(s.startsAt)} – {f.time(s.endsAt)}
            </li>
          ))}
        </ul>
      </dd>
      <dt>{t('staff.item.tickets')}</dt>
      <dd>
        <ul className="tk-list">
          {item.ticketTypes.map((tt) => (
            <li key={tt.name}>{t('staff.item.ticket', { name: tt.name, price: tt.price === 0 ? t('staff.item.free') : f.money(paise(tt.price)), capacity: tt.capacity })}</li>
          ))}
        </ul>
      </dd>
      <dt>{t('staff.item.submittedAt')}</dt>
      <dd>{item.submittedAt ? f.dateTime(item.submittedAt) : t('staff.item.notSubmitted')}</dd>
      {full ? (
        <>
          <dt>{t('staff.item.contact')}</dt>
          <dd>
            {item.contact.name}, {item.contact.email}, {item.contact.phone}
          </dd>
        </>
      ) : null}
    </dl>
  );
}
