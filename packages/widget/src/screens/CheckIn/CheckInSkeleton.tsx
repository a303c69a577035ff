import { Skeleton, SkeletonText } from '../../ui/Skeleton.tsx';
import { checkInMessages } from './messages.ts';

/**
 * The door's shape while its kit downloads, built from the same elements and classes as the screen
 * that follows: the heading and the event's line, the connection line, the counts, and the door's
 * setup with its words (session, door name and its hint, Start), which is what a door sees first.
 */
export function CheckInSkeleton() {
  const t = checkInMessages.useT();
  const field = (label: string, hint?: string) => (
    <div className="tk-field">
      <span>{label}</span>
      <Skeleton height="44px" />
      {hint ? <span className="tk-muted">{hint}</span> : null}
    </div>
  );
  return (
    <div className="tk-stack" aria-hidden="true">
      <div>
        <h2>{t('checkIn.heading')}</h2>
        <p className="tk-muted">
          <SkeletonText width="12em" />
        </p>
      </div>
      <p className="tk-row">
        <SkeletonText width="10em" />
      </p>
      <p className="tk-checkin-counts">
        <SkeletonText width="14em" />
        <SkeletonText width="10em" />
      </p>
      <div className="tk-stack tk-door-setup">
        <h3>{t('checkIn.setup')}</h3>
        {field(t('checkIn.session'))}
        {field(t('checkIn.door'), t('checkIn.doorHint'))}
        <div className="tk-row">
          <Skeleton height="44px" width="8em" />
        </div>
      </div>
    </div>
  );
}
