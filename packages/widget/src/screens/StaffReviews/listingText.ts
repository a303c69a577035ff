import type { HostedListing } from '@ticketkit/contract';

/** A slug's item from a loaded list, named by the slug itself while the list is not there (for `Formatter.name`). */
export const bySlug = (list: readonly { slug: string; name: string }[] | undefined, slug: string) => ({ slug, name: list?.find((x) => x.slug === slug)?.name ?? slug });

/** The sessions of a listing, earliest first. */
export const sessionsOf = (listing: Pick<HostedListing, 'sessions'>) => [...listing.sessions].sort((a, b) => a.startsAt.localeCompare(b.startsAt));
