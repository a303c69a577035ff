import type { Category, City, ReviewItem } from '@ticketkit/contract';
import { useId } from 'react';
import type { AsyncState } from '../../ui/AsyncView.tsx';
import { AsyncView } from '../../ui/AsyncView.tsx';
import { Badge } from '../../ui/Badge.tsx';
import { NavigateLink } from '../../ui/NavigateLink.tsx';
import { STATUS_TONE } from '../Hosting/statusTone.ts';
import { ListingFacts } from './ListingFacts.tsx';
import { ListingHistory } from './ListingHistory.tsx';
import { staffMessages } from './messages.ts';
import { ReviewDecisionForm, type ReviewDecisionFormProps } from './ReviewDecisionForm.tsx';
import { StaffGate } from './StaffOnly.tsx';

export type ReviewItemState = AsyncState<ReviewItem> | { status: 'forbidden' } | { status: 'signed-out' };

export interface ReviewItemViewProps extends ReviewDecisionFormProps {
  state: ReviewItemState;
  /** The listing after this reviewer's decision: its new status is shown with the way back. */
  decided: ReviewItem | null;
  cities?: City[];
  categories?: Category[];
  queueHref?: string;
  signInHref?: string;
  onNavigate(to: string): void;
}

/** One listing in full for a reviewer: every field, its history with notes, and the decision. */
export function ReviewItemView({ state, decided, cities, categories, queueHref = '/staff/reviews', signInHref = '/login?source=staff%2Freviews', onNavigate, ...decision }: ReviewItemViewProps) {
  const t = staffMessages.useT();
  const headingId = useId();
  const back = (
    <NavigateLink variant="secondary" to={queueHref} onNavigate={onNavigate}>
      {t('staff.item.back')}
    </NavigateLink>
  );
  if (state.status !== 'success') {
    return (
      <section className="tk-stack" aria-labelledby={headingId}>
        <h2 part="heading" id={headingId}>{t('staff.item.heading')}</h2>
        {state.status === 'forbidden' || state.status === 'signed-out' ? (
          <StaffGate reason={state.status} signInHref={signInHref} onNavigate={onNavigate} />
        ) : (
          <>
            <AsyncView state={state} loadingLabel={t('staff.item.loading')}>
              {() => null}
            </AsyncView>
            <div className="tk-row">{back}</div>
          </>
        )}
      </section>
    );
  }
  return (
    <AsyncView state={state} loadingLabel={t('staff.item.loading')}>
      {(loaded) => {
        const item = decided ?? loaded;
        return (
          <article className="tk-stack" aria-labelledby={headingId}>
            <div className="tk-row">{back}</div>
            <h2 part="heading" id={headingId}>{item.title}</h2>
            <p className="tk-row">
              <span>{t('staff.item.status')}</span>
              <Badge tone={STATUS_TONE[item.status]}>{t(`staff.status.${item.status}`)}</Badge>
            </p>
            <ListingFacts item={item} cities={cities} categories={categories} full />
            <section className="tk-stack" aria-labelledby={`${headingId}-description`}>
              <h3 part="heading" id={`${headingId}-description`}>{t('staff.item.description')}</h3>
              {item.description.split(/\n\s*\n/).map((para, i) => (
                <p key={i}>{para}</p>
              ))}
            </section>
            <ListingHistory history={item.history} />
            {decided ? (
              <div className="tk-alert" role="status">
                <p>{t(`staff.decided.${decided.status === 'approved' ? 'approved' : decided.status === 'rejected' ? 'rejected' : 'changes-requested'}`, { title: decided.title })}</p>
                {back}
              </div>
            ) : item.status === 'submitted' ? (
              <ReviewDecisionForm {...decision} />
            ) : (
              <p className="tk-muted">{t('staff.decide.notInReview')}</p>
            )}
          </article>
        );
      }}
    </AsyncView>
  );
}
