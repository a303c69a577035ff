import type { ReviewQueue } from '@ticketkit/contract';
import { decodeCursor, encodeCursor } from '../domain/format.ts';
import { bind } from '../http/bind.ts';
import { ApiError } from '../http/problem.ts';
import { findReviewItem, reviewQueue } from '../hosting/listing.ts';
import { decide } from '../hosting/review.ts';
import type { RouteContext } from './context.ts';

/** Staff review of listings; `auth: 'staff'` (the verified token's admin claim) is checked by bind. */
export function staffRoutes({ app, db, bindOptions }: RouteContext): void {
  bind(app, 'listReviewQueue', bindOptions, async ({ c, query }) => {
    const offset = decodeCursor(query.cursor);
    if (offset === null) throw new ApiError('validation/invalid-query', 'The cursor is not one this API gave out.', { errors: [{ path: 'cursor', message: 'unknown cursor' }] });
    const limit = query.limit ?? 20;
    const items = await reviewQueue(db, query.status ?? 'submitted', limit + 1, offset);
    const body: ReviewQueue = { items: items.slice(0, limit), nextCursor: items.length > limit ? encodeCursor(offset + limit) : null };
    return c.json(body);
  });

  bind(app, 'getReviewItem', bindOptions, async ({ c, params }) => {
    const item = await findReviewItem(db, params.hostedEventId!);
    if (!item) throw new ApiError('not-found', `There is no hosted event ${params.hostedEventId}.`);
    return c.json(item);
  });

  bind(app, 'reviewHostedEvent', bindOptions, async ({ c, user, params, body }) => {
    await decide(db, user, params.hostedEventId!, body);
    return c.json(await findReviewItem(db, params.hostedEventId!));
  });
}
