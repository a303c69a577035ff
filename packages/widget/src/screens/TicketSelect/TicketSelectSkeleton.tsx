import { Skeleton, SkeletonText } from '../../ui/Skeleton.tsx';

/** How many ticket types the skeleton draws: most sessions sell two to four. */
export const SKELETON_TICKET_TYPES = 3;

/**
 * TicketSelect's shape while the ticket types load, built from the same elements and classes (heading,
 * a card per type with name and price, description, limits, stepper; total, hint, Continue), so the
 * loaded screen takes the room the skeleton held.
 */
export function TicketSelectSkeleton() {
  return (
    <div className="tk-stack tk-skeleton-shape" aria-hidden="true">
      <h2>
        <SkeletonText width="40%" />
      </h2>
      <ul className="tk-list">
        {Array.from({ length: SKELETON_TICKET_TYPES }, (_, i) => (
          <li key={i} className="tk-card">
            <div className="tk-row tk-spread">
              <h3>
                <SkeletonText width="6em" />
              </h3>
              <SkeletonText width="5em" />
            </div>
            <p>
              <SkeletonText width="70%" />
            </p>
            <p className="tk-row tk-one-line">
              <SkeletonText width="12em" />
            </p>
            <div className="tk-row">
              <Skeleton height="44px" width="9em" />
            </div>
          </li>
        ))}
      </ul>
      <div className="tk-row tk-spread">
        <SkeletonText width="4em" />
        <SkeletonText width="5em" />
      </div>
      <p>
        <SkeletonText width="14em" />
      </p>
      <Skeleton height="44px" />
    </div>
  );
}
