import type { Receipt as ReceiptData } from '@ticketkit/contract';
import { useId, useRef } from 'react';
import { useFormat } from '../../context/TicketkitProvider.tsx';
import { Button } from '../../ui/Button.tsx';
import { usePrintOnly } from '../../ui/usePrintOnly.ts';
import { receiptMessages } from './receiptMessages.ts';
import { TaxDocumentView } from './TaxDocumentView.tsx';
import { useFocusOnShow } from '../../ui/useFocusOnShow.ts';

export interface ReceiptProps {
  receipt: ReceiptData;
  onBack?(): void;
  /** Replaces `window.print()` (stories and tests). */
  onPrint?(): void;
  /** Moves focus to the heading when shown (opened from the ticket), never on a first render. */
  focusOnShow?: boolean;
}

/** A paid booking's receipt: its GST tax invoice, the payment and any credit notes, ready to print on A4. */
export function Receipt({ receipt, onBack, onPrint, focusOnShow }: ReceiptProps) {
  const f = useFormat();
  const t = receiptMessages.useT();
  const headingId = useId();
  const article = useRef<HTMLElement>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  usePrintOnly(article);
  useFocusOnShow(heading, focusOnShow);
  const { payment } = receipt;
  return (
    <article ref={article} className="tk-receipt tk-stack" aria-labelledby={headingId}>
      <h2 part="heading" id={headingId} ref={heading} tabIndex={-1}>
        {t('receipt.heading')}
      </h2>
      <div className="tk-row tk-no-print">
        <Button onClick={onPrint ?? (() => window.print())}>{t('receipt.print')}</Button>
        {onBack ? (
          <Button variant="secondary" onClick={onBack}>
            {t('receipt.back')}
          </Button>
        ) : null}
      </div>
      <TaxDocumentView doc={receipt.invoice} />
      <section className="tk-stack" aria-labelledby={`${headingId}-payment`}>
        <h3 part="heading" id={`${headingId}-payment`}>{t('receipt.payment')}</h3>
        <dl className="tk-receipt-facts">
          <dt>{t('receipt.amountPaid')}</dt>
          <dd>{f.money(payment.amount)}</dd>
          <dt>{t('receipt.paidAt')}</dt>
          <dd>
            <time dateTime={payment.capturedAt}>{f.dateTime(payment.capturedAt)}</time>
          </dd>
          {payment.method ? (
            <>
              <dt>{t('receipt.method')}</dt>
              <dd>{payment.method.toUpperCase()}</dd>
            </>
          ) : null}
          <dt>{t('receipt.paymentId')}</dt>
          <dd>{payment.paymentId}</dd>
        </dl>
        {payment.provider === 'sandbox' ? <p className="tk-muted">{t('receipt.sandbox')}</p> : null}
      </section>
      {receipt.creditNotes.map((note) => (
        <TaxDocumentView key={note.number} doc={note} />
      ))}
    </article>
  );
}
