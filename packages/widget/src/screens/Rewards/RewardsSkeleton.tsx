import { SkeletonText } from '../../ui/Skeleton.tsx';

/**
 * The points page's shape while it loads, built from the same elements and classes: the balance
 * card, the history's heading and a few entries (a description over a date), how points work.
 */
export function RewardsSkeleton() {
  return (
    <div className="tk-stack" aria-hidden="true">
      <div className="tk-card">
        <p className="tk-muted">
          <SkeletonText width="7em" />
        </p>
        <p className="tk-points">
          <SkeletonText width="6em" />
        </p>
        <p>
          <SkeletonText width="16em" />
        </p>
      </div>
      <h3>
        <SkeletonText width="5em" />
      </h3>
      <ul className="tk-list tk-ledger">
        {[0, 1, 2].map((i) => (
          <li key={i}>
            <span className="tk-ledger-what">
              <SkeletonText width="12em" />
              <SkeletonText width="6em" />
            </span>
            <SkeletonText width="4em" />
          </li>
        ))}
      </ul>
    </div>
  );
}
