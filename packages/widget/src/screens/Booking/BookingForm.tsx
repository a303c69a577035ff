import '../../i18n/bookingMessages.ts';
import type { Hold } from '@ticketkit/contract';
import { type FormEvent, useId, useRef, useState } from 'react';
import { useFormat } from '../../context/TicketkitProvider.tsx';
import type { WidgetError } from '../../sdk/types.ts';
import { Button } from '../../ui/Button.tsx';
import { TextField } from '../../ui/TextField.tsx';
import { normalisePhone, validateAttendee, type AttendeeErrors, type AttendeeValues } from './attendee.ts';
import { PriceBreakdown } from './PriceBreakdown.tsx';

export interface BookingSubmission {
  attendee: { name: string; email: string; phone: string };
  promoCode?: string;
  redeemPoints?: number;
}

export interface BookingFormProps {
  hold: Hold;
  initialValues: AttendeeValues;
  submitting: boolean;
  /** The last failure; what was typed stays. */
  error?: WidgetError | null;
  onConfirm(submission: BookingSubmission): void;
}

const FIELDS = ['name', 'email', 'phone', 'points'] as const;

export function BookingForm({ hold, initialValues, submitting, error, onConfirm }: BookingFormProps) {
  const f = useFormat();
  const uid = useId();
  // What the person typed wins; the rest follows the profile, which can arrive after the form opens
  // (a new account gets its name a moment after it exists).
  const [typed, setTyped] = useState<Partial<AttendeeValues>>({});
  const values: AttendeeValues = { ...initialValues, ...typed };
  const [touched, setTouched] = useState<Partial<Record<keyof AttendeeValues, boolean>>>({});
  const [submitted, setSubmitted] = useState(false);
  const formRef = useRef<HTMLFormElement>(null);
  // A corporate hold is paid by the company: no promo code or points (the API refuses them).
  const companyPaid = hold.companySlug !== null;
  const errors: AttendeeErrors = validateAttendee(values);
  const shown = (field: keyof AttendeeValues) => ((submitted || touched[field]) && errors[field] ? f.t(errors[field]) : null);
  const set = (field: keyof AttendeeValues) => (e: { target: { value: string } }) => setTyped((t) => ({ ...t, [field]: e.target.value }));
  const blur = (field: keyof AttendeeValues) => () => setTouched((t) => ({ ...t, [field]: true }));

  const submit = (e: FormEvent) => {
    e.preventDefault();
    setSubmitted(true);
    if (submitting) return;
    const first = FIELDS.find((field) => errors[field]);
    if (first) {
      formRef.current?.querySelector<HTMLInputElement>(`[name="${first}"]`)?.focus();
      return;
    }
    const points = !companyPaid && values.points.trim() ? Number(values.points.trim()) : 0;
    onConfirm({
      attendee: { name: values.name.trim(), email: values.email.trim(), phone: normalisePhone(values.phone) },
      ...(!companyPaid && values.promoCode.trim() ? { promoCode: values.promoCode.trim() } : {}),
      ...(points > 0 ? { redeemPoints: points } : {}),
    });
  };

  const hasErrors = submitted && FIELDS.some((field) => errors[field]);
  return (
    <form ref={formRef} className="tk-stack" noValidate onSubmit={submit} aria-labelledby={`${uid}-attendee-heading`}>
      <h3 id={`${uid}-attendee-heading`}>{f.t('booking.attendee')}</h3>
      {hasErrors ? (
        <p role="alert" className="tk-field-error">
          {f.t('booking.errorSummary')}
        </p>
      ) : null}
      <TextField name="name" label={f.t('booking.name')} autoComplete="name" value={values.name} onChange={set('name')} onBlur={blur('name')} error={shown('name')} required />
      <TextField name="email" type="email" label={f.t('booking.email')} autoComplete="email" value={values.email} onChange={set('email')} onBlur={blur('email')} error={shown('email')} required />
      <TextField name="phone" type="tel" label={f.t('booking.phone')} hint={f.t('booking.phoneHint')} autoComplete="tel" value={values.phone} onChange={set('phone')} onBlur={blur('phone')} error={shown('phone')} required />
      {companyPaid ? null : (
        <>
          <TextField name="promoCode" label={f.t('booking.promo')} autoComplete="off" value={values.promoCode} onChange={set('promoCode')} />
          <TextField name="points" inputMode="numeric" label={f.t('booking.points')} hint={f.t('booking.pointsHint')} value={values.points} onChange={set('points')} onBlur={blur('points')} error={shown('points')} />
        </>
      )}
      <section aria-labelledby={`${uid}-summary-heading`}>
        <h3 id={`${uid}-summary-heading`}>{f.t('booking.summary')}</h3>
        <PriceBreakdown items={hold.items} amounts={hold.amounts} />
      </section>
      {error ? (
        <div className="tk-alert" data-tone="error" role="alert">
          <strong>{f.t('booking.failed')}</strong>
          <p>{error.message}</p>
          {error.retryable ? <p>{f.t('booking.failedRetry')}</p> : null}
        </div>
      ) : null}
      <Button type="submit" busy={submitting}>
        {submitting ? f.t('booking.confirming') : companyPaid ? f.t('booking.confirmCompany') : f.t('booking.confirm', { total: f.money(hold.amounts.total) })}
      </Button>
    </form>
  );
}
