import type { Category, City, HostedEvent } from '@ticketkit/contract';
import { Fragment, useId } from 'react';
import { useFormat } from '../../context/TicketkitProvider.tsx';
import { Button } from '../../ui/Button.tsx';
import { EmptyState } from '../../ui/EmptyState.tsx';
import { NavigateLink } from '../../ui/NavigateLink.tsx';
import type { DisplayError } from '../../ui/displayError.ts';
import { ErrorNote } from '../../ui/ErrorNote.tsx';
import { BasicsStep } from './BasicsStep.tsx';
import { ContactStep } from './ContactStep.tsx';
import { DescriptionStep } from './DescriptionStep.tsx';
import { STEPS, type HostDraft, type StepName } from './hostDraft.ts';
import { ListEventDone } from './ListEventDone.tsx';
import { hostingMessages } from './messages.ts';
import { ReviewStep } from './ReviewStep.tsx';
import { StepList } from './StepList.tsx';
import { TicketsStep } from './TicketsStep.tsx';
import { useListEventSteps, type StepFieldsProps } from './useListEventSteps.ts';
import { VenueStep } from './VenueStep.tsx';

export interface ListEventProps {
  draft: HostDraft;
  categories: Category[];
  cities: City[];
  /** When a saved draft was restored (ISO); shows a note with "Start over". */
  restoredAt?: string | null;
  submitting?: boolean;
  submitError?: DisplayError | null;
  result?: HostedEvent | null;
  signedOut?: boolean;
  /** The reviewer's note on a listing sent back for changes, shown above the form. */
  reviewNote?: string | null;
  /** An existing listing is being edited (saved on Ticketkit, not on this device). */
  editing?: boolean;
  savingDraft?: boolean;
  /** When "Save as draft" last succeeded (ISO); cleared by the next change. */
  draftSavedAt?: string | null;
  onSaveDraft?(): void;
  /** Show every error of the current step at once (stories: "form with errors"). */
  initialShowErrors?: boolean;
  onChange(draft: HostDraft): void;
  onStartOver(): void;
  onSubmit(): void;
  /** The person's hosted events; "See your hosted events" is a real link there. */
  hostedHref?: string;
  /** A plain click on "See your hosted events" (the host navigates to `to`). */
  onViewHosted(to: string): void;
  /** The sign-in page that comes back here; Sign in is a real link to it. */
  signInHref?: string;
  /** A plain click on Sign in (the host navigates to `to`). */
  onSignIn?(to: string): void;
}

/** The multi-step "list your event" form; every keystroke goes to `onChange` (which keeps the draft). */
export function ListEvent(props: ListEventProps) {
  const { draft } = props;
  const f = useFormat();
  const t = hostingMessages.useT();
  const headingId = useId();
  const { step, stepHeading, hasErrors, fields, go, next, saveDraft } = useListEventSteps(props);

  if (props.result) {
    return <ListEventDone result={props.result} hostedHref={props.hostedHref} onViewHosted={props.onViewHosted} onStartOver={props.onStartOver} />;
  }

  return (
    <section className="tk-stack" aria-labelledby={headingId}>
      <h2 part="heading" id={headingId}>{props.editing ? t('host.editHeading') : t('host.heading')}</h2>
      {props.reviewNote ? (
        <figure className="tk-alert tk-stack tk-reviewer-note">
          <figcaption>
            <strong>{t('hosted.note.changes-requested')}</strong>
          </figcaption>
          <blockquote className="tk-note">{props.reviewNote}</blockquote>
        </figure>
      ) : null}
      {props.signedOut ? (
        <EmptyState
          icon="account"
          title={t('host.signIn.title')}
          action={
            <NavigateLink to={props.signInHref ?? '/login?source=listyourevent'} onNavigate={(to) => props.onSignIn?.(to)}>
              {t('host.signIn.action')}
            </NavigateLink>
          }
        >
          <p>{t('host.signIn.body')}</p>
        </EmptyState>
      ) : null}
      {props.restoredAt ? (
        <div className="tk-alert" role="status">
          <p>{t('host.draftRestored', { when: f.dateTime(props.restoredAt) })}</p>
          <Button variant="link" onClick={props.onStartOver}>
            {t('host.startOver')}
          </Button>
        </div>
      ) : null}
      <StepList current={draft.step} onGo={go} />
      <form className="tk-stack" noValidate onSubmit={next} aria-labelledby={`${headingId}-step`}>
        <h3 part="heading" id={`${headingId}-step`} ref={stepHeading} tabIndex={-1}>
          {t('host.stepOf', { n: draft.step + 1, total: STEPS.length, name: t(`host.step.${step}`) })}
        </h3>
        {hasErrors ? (
          <p className="tk-alert" data-tone="error" role="alert">
            {t('host.fix')}
          </p>
        ) : null}
        {/* Each step's fields are its own controls: without the key a renderer may reuse the last
            step's inputs, with their attributes, for this step's. */}
        <Fragment key={step}>
          <StepFields step={step} fields={fields} categories={props.categories} cities={props.cities} />
        </Fragment>
        <div className="tk-row">
          {draft.step > 0 ? (
            <Button variant="secondary" onClick={() => go(draft.step - 1)}>
              {t('host.back')}
            </Button>
          ) : null}
          {step === 'review' && props.onSaveDraft ? (
            <Button variant="secondary" busy={props.savingDraft} onClick={saveDraft}>
              {t('host.saveDraft')}
            </Button>
          ) : null}
          <Button type="submit" busy={props.submitting}>
            {step === 'review' ? t('host.submit') : t('host.next')}
          </Button>
        </div>
        <ErrorNote error={props.submitError} />
        {props.draftSavedAt ? (
          <p className="tk-alert" role="status">
            {t('host.draftStored', { when: f.dateTime(props.draftSavedAt) })}
          </p>
        ) : null}
        <p className="tk-muted">{props.editing ? t('host.editSaved') : t('host.draftSaved')}</p>
      </form>
    </section>
  );
}

function StepFields({ step, fields, categories, cities }: { step: StepName; fields: StepFieldsProps; categories: Category[]; cities: City[] }) {
  switch (step) {
    case 'basics':
      return <BasicsStep {...fields} categories={categories} cities={cities} />;
    case 'venue':
      return <VenueStep {...fields} />;
    case 'tickets':
      return <TicketsStep {...fields} />;
    case 'description':
      return <DescriptionStep {...fields} />;
    case 'contact':
      return <ContactStep {...fields} />;
    case 'review':
      return <ReviewStep draft={fields.draft} categories={categories} cities={cities} />;
  }
}
