import type { EventSummary } from '@ticketkit/contract';
import { useEffect } from 'react';
import { useResource, useStore } from '../../context/hooks.ts';
import { useFormat, useTicketkit } from '../../context/TicketkitProvider.tsx';
import { useCities } from '../../context/useCities.ts';
import { usePages } from '../../context/usePages.ts';
import { CategoryNav } from '../CategoryNav/CategoryNav.tsx';
import type { CardClick } from './EventCard.tsx';
import { EventList } from './EventList.tsx';
import { QuickFilters } from './QuickFilters.tsx';
import { quickFilterQuery, type QuickFilter } from './quickFilterRules.ts';
import { UnknownCategory } from './UnknownCategory.tsx';
import { Button } from '../../ui/Button.tsx';
import { buttonPart } from '../../ui/parts.ts';
import { isPlainClick } from '../../ui/plainClick.ts';

const WARM_UP_DATE = '2026-01-01T00:00:00Z';

export interface EventListContainerProps {
  /** City slug; defaults to the shared city store (Nagpur until the visitor picks another). */
  city?: string;
  category?: string;
  /** Show the category navigation above the list. */
  showCategories?: boolean;
  onCategoryChange?(slug: string | undefined): void;
  /** A category's page (undefined: all events): the category navigation is then made of real links. */
  categoryHref?(slug: string | undefined): string;
  /** Each event's page: every card is then a real link to it. */
  eventHref?(event: EventSummary): string;
  onSelect?(event: EventSummary, click?: CardClick): void;
  /** `category` names no category (known once the categories have loaded); the list says so itself too. */
  onUnknownCategory?(slug: string): void;
  /** The list's heading level: 1 where the list is the page itself. */
  headingLevel?: 1 | 2;
  /** The first events in a featured row of their own (the site's home page). */
  featured?: boolean;
  /** Show the quick filters (today, tomorrow, this weekend, free, under ₹500) with this choice. */
  filter?: QuickFilter;
  onFilterChange?(filter: QuickFilter): void;
  /** A filter's address: the quick filters are then real links. */
  filterHref?(filter: QuickFilter): string;
}

export function EventListContainer({
  city: cityProp,
  category,
  showCategories = false,
  onCategoryChange,
  categoryHref,
  eventHref,
  onSelect,
  onUnknownCategory,
  headingLevel,
  featured,
  filter,
  onFilterChange,
  filterHref,
}: EventListContainerProps) {
  const sdk = useTicketkit();
  const storeCity = useStore(sdk.city, (s) => s.city);
  const city = cityProp ?? storeCity;
  const cities = useCities();
  const { when, maxPrice } = filter ? quickFilterQuery(filter) : {};
  const { state, loadMore, retry } = usePages(
    (cursor, signal) => sdk.api.listEvents({ city, ...(category ? { category } : {}), ...(when ? { when } : {}), ...(maxPrice !== undefined ? { maxPrice } : {}), ...(cursor ? { cursor } : {}) }, { signal }),
    [sdk, city, category, when, maxPrice],
  );
  const filtered = when !== undefined || maxPrice !== undefined;
  const format = useFormat();
  useEffect(() => {
    // A page's first Intl date and price formats cost tens of milliseconds (the browser loads its
    // locale data). Pay that in a task of its own while the events load, not in the one that
    // draws the cards. In en-IN the cards' two formats skip Intl (i18n/fastFormat.ts), so there
    // this costs nothing; hi-IN and other zones or currencies still go through Intl.
    const timer = setTimeout(() => {
      format.date(WARM_UP_DATE);
      format.money({ amount: 0, currency: 'INR' });
    });
    return () => clearTimeout(timer);
  }, [format]);
  const categories = useResource((signal) => sdk.api.listCategories({ signal }), [sdk]);
  // Until the cities arrive, the slug read as a name (`new-delhi` → `New Delhi`), not the raw slug.
  const cityName = format.name('city', { slug: city, name: cities.data?.items.find((c) => c.slug === city)?.name ?? nameFromSlug(city) });
  const categoryName = category ? format.name('category', { slug: category, name: categories.data?.items.find((c) => c.slug === category)?.name ?? category }) : undefined;
  const unknownCategory = category !== undefined && categories.data && !categories.data.items.some((c) => c.slug === category) ? category : undefined;
  useEffect(() => {
    if (unknownCategory !== undefined) onUnknownCategory?.(unknownCategory);
  }, [unknownCategory, onUnknownCategory]);
  const categoryNav = showCategories ? (
    // The slot keeps the bar's height while categories load, so the list below never jumps.
    <div className="tk-category-slot">
      {categories.data ? <CategoryNav categories={categories.data.items} value={category} hrefFor={categoryHref} onChange={(slug) => onCategoryChange?.(slug)} /> : null}
    </div>
  ) : null;
  const quickFilters = filter ? <QuickFilters value={filter} hrefFor={filterHref} onChange={(next) => onFilterChange?.(next)} /> : null;
  return (
    <div className="tk-stack">
      {unknownCategory !== undefined ? (
        <>
          {categoryNav}
          <UnknownCategory slug={unknownCategory} categories={categories.data?.items ?? []} />
        </>
      ) : (
        <EventList
          state={state}
          cityName={cityName}
          categoryName={categoryName}
          onRetry={retry}
          onLoadMore={loadMore}
          eventHref={eventHref}
          onSelect={onSelect}
          headingLevel={headingLevel}
          featured={featured && !filtered}
          filters={
            categoryNav || quickFilters ? (
              <>
                {categoryNav}
                {quickFilters}
              </>
            ) : undefined
          }
          clearFilters={
            filtered ? (
              filterHref ? (
                <a className="tk-button" part={buttonPart('secondary')} data-variant="secondary" href={filterHref({})} onClick={(click) => isPlainClick(click) && (click.preventDefault(), onFilterChange?.({}))}>
                  {format.t('events.clearFilters')}
                </a>
              ) : (
                <Button variant="secondary" onClick={() => onFilterChange?.({})}>
                  {format.t('events.clearFilters')}
                </Button>
              )
            ) : undefined
          }
        />
      )}
    </div>
  );
}

function nameFromSlug(slug: string): string {
  return slug
    .split('-')
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1))
    .join(' ');
}
