import { Skeleton, SkeletonText } from '../../ui/Skeleton.tsx';
import { dashboardMessages } from './messages.ts';

const FIGURES = ['dashboard.sold', 'dashboard.left', 'dashboard.gross', 'dashboard.fees', 'dashboard.gst', 'dashboard.net', 'dashboard.refunded', 'dashboard.checkedIn'] as const;

/**
 * The dashboard's shape while it loads, under the heading that stands for the event's title: the
 * status line, the event page and door links, the figures with their labels (so they wrap as they
 * will), and the room of the first sales table. What the host reads first arrives where it stood.
 */
export function HostDashboardSkeleton() {
  const t = dashboardMessages.useT();
  return (
    <div className="tk-stack" aria-hidden="true">
      <p className="tk-row">
        <SkeletonText width="14em" />
      </p>
      <div className="tk-row">
        <Skeleton height="44px" width="9em" />
        <Skeleton height="44px" width="9em" />
      </div>
      <dl className="tk-figures">
        {FIGURES.map((key) => (
          <div key={key} className="tk-figure">
            <dt>{t(key)}</dt>
            <dd>
              <SkeletonText width="4em" />
            </dd>
          </div>
        ))}
      </dl>
      <h3>{t('dashboard.sessions')}</h3>
      <Skeleton height="160px" />
    </div>
  );
}
