import '../../i18n/bookingMessages.ts';
import type { Hold } from '@ticketkit/contract';
import { belowMinimumPayment, priceOrder, toAmounts } from '@ticketkit/contract/pricing';
import { type FormEvent, type KeyboardEvent, useId, useRef, useState } from 'react';
import { useFormat } from '../../context/TicketkitProvider.tsx';
import { useErrorText } from '../../ui/useErrorText.ts';
import type { WidgetError } from '../../sdk/types.ts';
import { Button } from '../../ui/Button.tsx';
import { FieldShell } from '../../ui/FieldShell.tsx';
import { TextField } from '../../ui/TextField.tsx';
import { normalisePhone } from '@ticketkit/contract/rules';
import { normaliseGstin, validateAttendee, type AttendeeErrors, type AttendeeValues } from './attendee.ts';
import { PriceBreakdown } from './PriceBreakdown.tsx';
import { checkFor, normalisePromo, type PromoCheck } from './promoCheck.ts';

export interface BookingSubmission {
  attendee: { name: string; email: string; phone: string };
  promoCode?: string;
  redeemPoints?: number;
  gstin?: string;
}

export interface BookingFormProps {
  hold: Hold;
  initialValues: AttendeeValues;
  submitting: boolean;
  /** The last failure; what was typed stays. */
  error?: WidgetError | null;
  /** The person's reward points: 'checking' until known, null when they could not be read. */
  pointsBalance?: number | 'checking' | null;
  /** What the last "Apply" found. */
  promoCheck?: PromoCheck | null;
  onApplyPromo?(code: string): void;
  onConfirm(submission: BookingSubmission): void;
}

const FIELDS = ['name', 'email', 'phone', 'promoCode', 'points', 'gstin'] as const;

export function BookingForm({ hold, initialValues, submitting, error, pointsBalance = null, promoCheck = null, onApplyPromo, onConfirm }: BookingFormProps) {
  const f = useFormat();
  // The SDK's message is English: the alert speaks the screen's language, with the code for support.
  const errorText = useErrorText(error?.code ?? '', error?.retryAfterSeconds);
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

  // The amounts follow what is typed at once, priced by the same function the API is held to.
  const check = companyPaid ? null : checkFor(promoCheck, values.promoCode);
  const promoTyped = !companyPaid && values.promoCode.trim() !== '';
  const points = !companyPaid && !errors.points && values.points.trim() ? Number(values.points.trim()) : 0;
  const price = priceOrder({ subtotal: hold.amounts.subtotal.amount, discount: check?.status === 'applied' ? check.discount : 0, redeemPoints: points });
  const maxPoints = typeof pointsBalance === 'number' ? Math.min(pointsBalance, price.maxRedeemablePoints) : price.maxRedeemablePoints;
  const amounts = toAmounts(price);
  const money = (amount: number) => ({ ...amounts.total, amount });
  if (points > maxPoints) errors.points = 'booking.error.pointsMax';
  const promoError = !promoTyped
    ? null
    : check?.status === 'invalid'
      ? check.reason === 'below-minimum'
        ? f.t('booking.promoMinimum', { code: check.code, amount: f.money(money(check.minSubtotal ?? 0)) })
        : check.reason === 'company-paid'
          ? f.t('booking.promoCompany')
          : check.reason === 'total-below-minimum'
            ? f.t('booking.promoBelowMinimum', { code: check.code })
            : f.t('booking.promoInvalid', { code: check.code })
      : check?.status === 'failed'
        ? f.t('booking.promoCheckFailed', { code: check.code })
        : submitted && check?.status !== 'applied' && check?.status !== 'checking'
          ? f.t('booking.promoNotApplied', { code: normalisePromo(values.promoCode) })
          : null;
  const promoBlocks = promoTyped && check?.status !== 'applied';
  const invalid = (field: (typeof FIELDS)[number]) => (field === 'promoCode' ? promoBlocks : Boolean(errors[field]));
  // A total above nothing but under ₹1 cannot be paid; the API refuses it too (booking/total-below-minimum).
  const tooSmall = !companyPaid && belowMinimumPayment(price.total);
  const pointsError = errors.points === 'booking.error.pointsMax' ? f.t('booking.error.pointsMax', { max: maxPoints }) : shown('points');

  const applyPromo = () => {
    if (promoTyped && check?.status !== 'checking') onApplyPromo?.(normalisePromo(values.promoCode));
  };
  const promoKey = (e: KeyboardEvent<HTMLInputElement>) => {
    // Enter in the code field checks the code; it does not book.
    if (e.key === 'Enter') {
      e.preventDefault();
      applyPromo();
    }
  };

  const submit = (e: FormEvent) => {
    e.preventDefault();
    setSubmitted(true);
    if (submitting) return;
    const first = FIELDS.find(invalid);
    if (first) {
      formRef.current?.querySelector<HTMLInputElement>(`[name="${first}"]`)?.focus();
      return;
    }
    if (tooSmall) return;
    onConfirm({
      attendee: { name: values.name.trim(), email: values.email.trim(), phone: normalisePhone(values.phone) },
      ...(check?.status === 'applied' ? { promoCode: check.code } : {}),
      ...(points > 0 ? { redeemPoints: points } : {}),
      ...(!companyPaid && normaliseGstin(values.gstin) ? { gstin: normaliseGstin(values.gstin) } : {}),
    });
  };

  const hasErrors = submitted && FIELDS.some(invalid);
  return (
    <form ref={formRef} className="tk-stack" noValidate onSubmit={submit} aria-labelledby={`${uid}-attendee-heading`}>
      <h3 part="heading" id={`${uid}-attendee-heading`}>{f.t('booking.attendee')}</h3>
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
          <FieldShell label={f.t('booking.promo')} error={promoError}>
            {(control) => (
              <div className="tk-row tk-promo">
                <input {...control} part="input" className="tk-input" name="promoCode" autoComplete="off" value={values.promoCode} onChange={set('promoCode')} onKeyDown={promoKey} />
                <Button type="button" variant="secondary" busy={check?.status === 'checking'} onClick={applyPromo}>
                  {f.t('booking.promoApply')}
                </Button>
              </div>
            )}
          </FieldShell>
          <p role="status" className={check?.status === 'applied' ? 'tk-promo-applied' : 'tk-visually-hidden'}>
            {check?.status === 'applied'
              ? f.t('booking.promoApplied', { code: check.code, amount: f.money(money(check.discount)) })
              : check?.status === 'checking'
                ? f.t('booking.promoChecking', { code: check.code })
                : (promoError ?? '')}
          </p>
          <TextField
            name="points"
            inputMode="numeric"
            label={f.t('booking.points')}
            hint={
              pointsBalance === 'checking'
                ? f.t('booking.pointsChecking')
                : pointsBalance === null
                  ? f.t('booking.pointsHint')
                  : f.t('booking.pointsBalance', { balance: pointsBalance, max: maxPoints })
            }
            value={values.points}
            onChange={set('points')}
            onBlur={blur('points')}
            error={pointsError}
          />
          {/* A company-paid booking has no invoice of the person's: no GSTIN asked. */}
          <TextField
            name="gstin"
            label={f.t('booking.gstin')}
            hint={f.t('booking.gstinHint')}
            autoComplete="off"
            autoCapitalize="characters"
            spellCheck={false}
            value={values.gstin}
            onChange={set('gstin')}
            onBlur={blur('gstin')}
            error={shown('gstin')}
          />
        </>
      )}
      <section aria-labelledby={`${uid}-summary-heading`}>
        <h3 part="heading" id={`${uid}-summary-heading`}>{f.t('booking.summary')}</h3>
        <PriceBreakdown items={hold.items} amounts={amounts} />
        {tooSmall ? (
          <p className="tk-field-error" role={submitted ? 'alert' : undefined}>
            {f.t('booking.belowMinimum', { total: f.money(amounts.total) })}
          </p>
        ) : null}
      </section>
      {error ? (
        <div className="tk-alert" data-tone="error" role="alert">
          <strong>{f.t('booking.failed')}</strong>
          <p>{errorText.message}</p>
          {error.retryable ? <p>{f.t('booking.failedRetry')}</p> : null}
          <p className="tk-muted tk-error-code">{f.t('common.error.code', { code: error.code })}</p>
        </div>
      ) : null}
      <Button type="submit" busy={submitting}>
        {submitting ? f.t('booking.confirming') : companyPaid ? f.t('booking.confirmCompany') : f.t('booking.confirm', { total: f.money(amounts.total) })}
      </Button>
    </form>
  );
}
