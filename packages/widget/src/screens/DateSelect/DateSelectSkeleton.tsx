import { Skeleton, SkeletonText } from '../../ui/Skeleton.tsx';

/** Days and their shows as the skeleton draws them: a weekend with two shows on its first day. */
const DAYS = [2, 1];

/**
 * DateSelect's shape while the dates load, built from the same elements and classes (heading, then
 * per day its date and a button per show), so the dates arrive where the skeleton stood.
 */
export function DateSelectSkeleton() {
  return (
    <div className="tk-stack" aria-hidden="true">
      <h2>
        <SkeletonText width="55%" />
      </h2>
      {DAYS.map((shows, day) => (
        <div key={day} className="tk-stack">
          <h3>
            <SkeletonText width="12em" />
          </h3>
          <ul className="tk-list">
            {Array.from({ length: shows }, (_, i) => (
              <li key={i}>
                <Skeleton height="44px" />
              </li>
            ))}
          </ul>
        </div>
      ))}
    </div>
  );
}
