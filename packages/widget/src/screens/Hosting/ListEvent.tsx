import type { Category, City, HostedEvent } from '@ticketkit/contract';
import { Fragment, useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { useFormat } from '../../context/TicketkitProvider.tsx';
import { Button } from '../../ui/Button.tsx';
import { EmptyState } from '../../ui/EmptyState.tsx';
import { NavigateLink } from '../../ui/NavigateLink.tsx';
import { TextField } from '../../ui/TextField.tsx';
import type { DisplayError } from '../../ui/displayError.ts';
import { ErrorNote } from '../../ui/ErrorNote.tsx';
import { firstInvalidStep, STEPS, validateStep, type ErrorKey, type HostDraft } from './hostDraft.ts';
import { hostingMessages } from './messages.ts';
import { SelectField } from '../../ui/SelectField.tsx';
import { TextAreaField } from '../../ui/TextAreaField.tsx';

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
  const { draft, onChange } = props;
  const f = useFormat();
  const t = hostingMessages.useT();
  const headingId = useId();
  const stepHeading = useRef<HTMLHeadingElement>(null);
  const [showErrors, setShowErrors] = useState(props.initialShowErrors ?? false);
  const step = STEPS[draft.step] ?? 'basics';
  const errors = showErrors ? validateStep(draft, step) : {};
  const err = (key: string) => (errors[key] ? t(`host.error.${errors[key] as ErrorKey}`) : null);
  const set = (patch: Partial<HostDraft>) => onChange({ ...draft, ...patch });
  // Focus follows a change of step, never the first render (the host page keeps its focus).
  const shownStep = useRef(draft.step);
  useEffect(() => {
    if (shownStep.current === draft.step) return;
    shownStep.current = draft.step;
    stepHeading.current?.focus();
  }, [draft.step]);

  if (props.result) {
    return (
      <section className="tk-stack" aria-labelledby={headingId}>
        <h2 id={headingId}>{t('host.done.title')}</h2>
        <p role="status">{t('host.done.body', { title: props.result.title })}</p>
        <div className="tk-row">
          <NavigateLink to={props.hostedHref ?? '/hosted-events'} onNavigate={props.onViewHosted}>
            {t('host.done.list')}
          </NavigateLink>
          <Button variant="secondary" onClick={props.onStartOver}>
            {t('host.done.another')}
          </Button>
        </div>
      </section>
    );
  }

  const go = (to: number) => {
    setShowErrors(false);
    set({ step: to });
  };
  const next = (e: FormEvent) => {
    e.preventDefault();
    if (Object.keys(validateStep(draft, step)).length > 0) {
      setShowErrors(true);
      return;
    }
    if (step !== 'review') return go(draft.step + 1);
    // A restored or edited draft may have gone stale (a date now past): send the person to it.
    const invalid = firstInvalidStep(draft);
    if (invalid !== null) {
      set({ step: invalid });
      setShowErrors(true);
      return;
    }
    props.onSubmit();
  };
  const stepName = (s: (typeof STEPS)[number]) => t(`host.step.${s}`);
  const updateAt = <K extends 'sessions' | 'ticketTypes'>(key: K, i: number, patch: Partial<HostDraft[K][number]>) =>
    set({ [key]: draft[key].map((row, j) => (j === i ? { ...row, ...patch } : row)) } as Partial<HostDraft>);

  return (
    <section className="tk-stack" aria-labelledby={headingId}>
      <h2 id={headingId}>{t('host.heading')}</h2>
      {props.signedOut ? (
        <EmptyState title={t('host.signIn.title')}>
          <p>{t('host.signIn.body')}</p>
          <NavigateLink to={props.signInHref ?? '/login?source=listyourevent'} onNavigate={(to) => props.onSignIn?.(to)}>
            {t('host.signIn.action')}
          </NavigateLink>
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
      <ol className="tk-tabs" aria-label={t('host.steps')}>
        {STEPS.map((s, i) => (
          <li key={s} aria-current={i === draft.step ? 'step' : undefined}>
            {i < draft.step ? (
              <button type="button" onClick={() => go(i)}>
                {stepName(s)}
              </button>
            ) : (
              <span>{stepName(s)}</span>
            )}
          </li>
        ))}
      </ol>
      <form className="tk-stack" noValidate onSubmit={next} aria-labelledby={`${headingId}-step`}>
        <h3 id={`${headingId}-step`} ref={stepHeading} tabIndex={-1}>
          {t('host.stepOf', { n: draft.step + 1, total: STEPS.length, name: stepName(step) })}
        </h3>
        {showErrors && Object.keys(errors).length > 0 ? (
          <p className="tk-alert" data-tone="error" role="alert">
            {t('host.fix')}
          </p>
        ) : null}
        {/* Each step's fields are its own controls: without the key a renderer may reuse the last
            step's inputs, with their attributes, for this step's. */}
        <Fragment key={step}>
          {step === 'basics' ? (
            <>
              <TextField label={t('host.title')} value={draft.title} error={err('title')} maxLength={120} onChange={(e) => set({ title: e.target.value })} />
              <SelectField label={t('host.category')} placeholder={t('host.choose')} value={draft.category} error={err('category')} options={props.categories.map((c) => ({ value: c.slug, label: c.name }))} onChange={(category) => set({ category })} />
              <SelectField label={t('host.city')} placeholder={t('host.choose')} value={draft.city} error={err('city')} options={props.cities.map((c) => ({ value: c.slug, label: c.name }))} onChange={(city) => set({ city })} />
            </>
          ) : step === 'venue' ? (
            <>
              <TextField label={t('host.venueName')} value={draft.venueName} error={err('venueName')} onChange={(e) => set({ venueName: e.target.value })} />
              <TextAreaField label={t('host.venueAddress')} value={draft.venueAddress} error={err('venueAddress')} rows={2} onChange={(e) => set({ venueAddress: e.target.value })} />
              {draft.sessions.map((s, i) => (
                <fieldset key={i} className="tk-stack">
                  <legend>{t('host.session', { n: i + 1 })}</legend>
                  <TextField label={t('host.date')} type="date" value={s.date} error={err(`sessions.${i}.date`)} onChange={(e) => updateAt('sessions', i, { date: e.target.value })} />
                  <div className="tk-row">
                    <TextField label={t('host.start')} type="time" value={s.start} error={err(`sessions.${i}.start`)} onChange={(e) => updateAt('sessions', i, { start: e.target.value })} />
                    <TextField label={t('host.end')} type="time" value={s.end} error={err(`sessions.${i}.end`)} onChange={(e) => updateAt('sessions', i, { end: e.target.value })} />
                  </div>
                  {draft.sessions.length > 1 ? (
                    <Button variant="link" onClick={() => set({ sessions: draft.sessions.filter((_, j) => j !== i) })}>
                      {t('host.removeSession', { n: i + 1 })}
                    </Button>
                  ) : null}
                </fieldset>
              ))}
              {draft.sessions.length < 50 ? (
                <Button variant="secondary" onClick={() => set({ sessions: [...draft.sessions, { date: '', start: '19:00', end: '21:00' }] })}>
                  {t('host.addSession')}
                </Button>
              ) : null}
            </>
          ) : step === 'tickets' ? (
            <>
              {draft.ticketTypes.map((tt, i) => (
                <fieldset key={i} className="tk-stack">
                  <legend>{t('host.ticketType', { n: i + 1 })}</legend>
                  <TextField label={t('host.ticketName')} value={tt.name} error={err(`ticketTypes.${i}.name`)} maxLength={60} onChange={(e) => updateAt('ticketTypes', i, { name: e.target.value })} />
                  <TextField label={t('host.ticketPrice')} inputMode="decimal" value={tt.price} error={err(`ticketTypes.${i}.price`)} onChange={(e) => updateAt('ticketTypes', i, { price: e.target.value })} />
                  <TextField label={t('host.ticketCapacity')} inputMode="numeric" value={tt.capacity} error={err(`ticketTypes.${i}.capacity`)} onChange={(e) => updateAt('ticketTypes', i, { capacity: e.target.value })} />
                  {draft.ticketTypes.length > 1 ? (
                    <Button variant="link" onClick={() => set({ ticketTypes: draft.ticketTypes.filter((_, j) => j !== i) })}>
                      {t('host.removeTicketType', { n: i + 1 })}
                    </Button>
                  ) : null}
                </fieldset>
              ))}
              {draft.ticketTypes.length < 20 ? (
                <Button variant="secondary" onClick={() => set({ ticketTypes: [...draft.ticketTypes, { name: '', price: '', capacity: '' }] })}>
                  {t('host.addTicketType')}
                </Button>
              ) : null}
            </>
          ) : step === 'description' ? (
            <TextAreaField
              label={t('host.description')}
              hint={t('host.descriptionHint', { count: draft.description.trim().length })}
              value={draft.description}
              error={err('description')}
              rows={8}
              maxLength={5000}
              onChange={(e) => set({ description: e.target.value })}
            />
          ) : step === 'contact' ? (
            <>
              <TextField label={t('host.contactName')} autoComplete="name" value={draft.contactName} error={err('contactName')} onChange={(e) => set({ contactName: e.target.value })} />
              <TextField label={t('host.contactEmail')} type="email" autoComplete="email" value={draft.contactEmail} error={err('contactEmail')} onChange={(e) => set({ contactEmail: e.target.value })} />
              <TextField label={t('host.contactPhone')} hint={t('host.phoneHint')} type="tel" autoComplete="tel" value={draft.contactPhone} error={err('contactPhone')} onChange={(e) => set({ contactPhone: e.target.value })} />
            </>
          ) : (
            <Review draft={draft} categories={props.categories} cities={props.cities} />
          )}
        </Fragment>
        <div className="tk-row">
          {draft.step > 0 ? (
            <Button variant="secondary" onClick={() => go(draft.step - 1)}>
              {t('host.back')}
            </Button>
          ) : null}
          <Button type="submit" busy={props.submitting}>
            {step === 'review' ? t('host.submit') : t('host.next')}
          </Button>
        </div>
        <ErrorNote error={props.submitError} />
        <p className="tk-muted">{t('host.draftSaved')}</p>
      </form>
    </section>
  );
}

function Review({ draft, categories, cities }: { draft: HostDraft; categories: Category[]; cities: City[] }) {
  const t = hostingMessages.useT();
  const f = useFormat();
  return (
    <dl>
      <dt>{t('host.title')}</dt>
      <dd>{draft.title}</dd>
      <dt>{t('host.category')}</dt>
      <dd>{categories.find((c) => c.slug === draft.category)?.name ?? draft.category}</dd>
      <dt>{t('host.city')}</dt>
      <dd>{cities.find((c) => c.slug === draft.city)?.name ?? draft.city}</dd>
      <dt>{t('host.venueName')}</dt>
      <dd>
        {draft.venueName}, {draft.venueAddress}
      </dd>
      <dt>{t('host.sessions')}</dt>
      {draft.sessions.map((s, i) => (
        <dd key={i}>
          {s.date} {s.start}–{s.end}
        </dd>
      ))}
      <dt>{t('host.ticketTypes')}</dt>
      {draft.ticketTypes.map((tt, i) => (
        <dd key={i}>
          {tt.name}: {f.money({ amount: Math.round(Number(tt.price) * 100), currency: 'INR' })} × {tt.capacity}
        </dd>
      ))}
      <dt>{t('host.description')}</dt>
      <dd>
        {draft.description
          .split(/\n\s*\n/)
          .filter((p) => p.trim())
          .map((p, i) => (
            <p key={i}>{p}</p>
          ))}
      </dd>
      <dt>{t('host.contactName')}</dt>
      <dd>
        {draft.contactName}, {draft.contactEmail}, {draft.contactPhone}
      </dd>
    </dl>
  );
}
