import '../../i18n/bookingMessages.ts';
import { useFormat } from '../../context/TicketkitProvider.tsx';
import { Skeleton, SkeletonText } from '../../ui/Skeleton.tsx';
import { PriceBreakdownSkeleton } from '../Booking/PriceBreakdown.tsx';

/**
 * The confirmation's shape while the booking loads, built from the same elements and classes: the
 * heading, the event and booking id, the facts with their labels, a ticket's pass with the room of
 * its code, the price lines, where the tickets went and the buttons. It is a one-ticket booking's
 * height (an event title on two lines of the pass); a booking of more tickets goes on below it, after the first pass.
 */
export function ConfirmationSkeleton() {
  const f = useFormat();
  const fact = (label: string, width: string) => (
    <>
      <dt>{label}</dt>
      <dd>
        <SkeletonText width={width} />
      </dd>
    </>
  );
  return (
    <div className="tk-stack" aria-hidden="true">
      <h2>
        <SkeletonText width="8em" />
      </h2>
      <p>
        <SkeletonText width="14em" />
      </p>
      <p className="tk-row">
        <SkeletonText width="12em" />
      </p>
      <dl className="tk-ticket-facts">
        {fact(f.t('confirmation.when'), '14em')}
        {fact(f.t('confirmation.where'), '18em')}
        {fact(f.t('confirmation.paid'), '6em')}
      </dl>
      <div className="tk-stack">
        <p className="tk-muted">
          <SkeletonText width="16em" />
        </p>
        <ul className="tk-ticket-codes" role="list">
          <li>
            <figure className="tk-pass">
              <div className="tk-pass-head">
                <p className="tk-pass-event">
                  <SkeletonText width="90%" />
                  <SkeletonText width="50%" />
                </p>
                <p>
                  <SkeletonText width="12em" />
                </p>
                <p>
                  <SkeletonText width="8em" />
                </p>
              </div>
              <div className="tk-pass-code">
                <span className="tk-qr tk-skeleton" />
                <figcaption>
                  <SkeletonText width="10em" />
                </figcaption>
                <p className="tk-pass-id">
                  <SkeletonText width="6em" />
                </p>
              </div>
            </figure>
          </li>
        </ul>
      </div>
      <PriceBreakdownSkeleton />
      <p>
        <SkeletonText width="16em" />
      </p>
      <p>
        <SkeletonText width="12em" />
      </p>
      <div className="tk-row">
        <Skeleton height="44px" width="10em" />
      </div>
    </div>
  );
}
