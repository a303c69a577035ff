import type { HostedListing } from '@ticketkit/contract';

/** A slug's display name from a loaded list, or the slug itself while the list is not there. */
export const nameOf = (list: readonly { slug: string; name: string }[] | undefined, slug: string) => list?.find((x) => x.slug === slug)?.name ?? slug;

/** The sessions of a listing, earliest first. */
export const sessionsOf = (listing: Pick<HostedListing, 'sessions'>) => [...listing.sessions].sort((a, b) => a.startsAt.localeCompare(b.startsAt));
