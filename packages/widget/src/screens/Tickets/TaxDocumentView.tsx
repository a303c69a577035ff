import type { GstParty, TaxDocument, TaxLine } from '@ticketkit/contract';
import { useId } from 'react';
import { useFormat } from '../../context/TicketkitProvider.tsx';
import { receiptMessages } from './receiptMessages.ts';

type Share = 'cgst' | 'sgst' | 'igst';

/** One GST document (a tax invoice or a credit note) as printed: parties, place of supply, lines, taxes, total. */
export function TaxDocumentView({ doc }: { doc: TaxDocument }) {
  const f = useFormat();
  const t = receiptMessages.useT();
  const headingId = useId();
  // Intra-state supplies carry CGST and SGST, inter-state ones IGST: only the columns that apply.
  const shares = (['cgst', 'sgst', 'igst'] as const).filter((s) => doc.lines.some((l) => l[s] !== null) || doc.totals[s].amount > 0);
  const share = (line: TaxLine, s: Share) => {
    const v = line[s];
    return v ? t('receipt.share', { amount: f.money(v.amount), rate: v.ratePercent }) : t('receipt.none');
  };
  const columns = 4 + shares.length;
  return (
    <section className="tk-receipt-doc tk-stack" aria-labelledby={headingId}>
      <h3 part="heading" id={headingId}>{t(`receipt.${doc.kind}`, { number: doc.number })}</h3>
      <dl className="tk-receipt-facts">
        <dt>{t('receipt.date')}</dt>
        <dd>
          <time dateTime={doc.issuedAt}>{f.date(doc.issuedAt)}</time>
        </dd>
        <dt>{t('receipt.financialYear')}</dt>
        <dd>{doc.financialYear}</dd>
        {doc.refersTo ? (
          <>
            <dt>{t('receipt.refersTo')}</dt>
            <dd>{doc.refersTo}</dd>
          </>
        ) : null}
        <dt>{t('receipt.booking')}</dt>
        <dd>{doc.bookingId}</dd>
        <dt>{t('receipt.placeOfSupply')}</dt>
        <dd>{t('receipt.state', { state: doc.placeOfSupply.state, code: doc.placeOfSupply.stateCode })}</dd>
      </dl>
      <div className="tk-receipt-parties">
        <Party title={t('receipt.seller')} party={doc.seller} />
        <Party title={t('receipt.buyer')} party={doc.buyer} />
      </div>
      {/* Scrolls sideways on a phone; focusable so the keyboard can scroll it too. */}
      <div className="tk-table-scroll" role="group" aria-label={t('receipt.lines', { number: doc.number })} tabIndex={0}>
        <table className="tk-receipt-table">
          <caption className="tk-visually-hidden">{t('receipt.lines', { number: doc.number })}</caption>
          <thead>
            <tr>
              <th scope="col">{t('receipt.description')}</th>
              <th scope="col">{t('receipt.sac')}</th>
              <th scope="col">{t('receipt.quantity')}</th>
              <th scope="col">{t('receipt.taxable')}</th>
              {shares.map((s) => (
                <th key={s} scope="col">
                  {t(`receipt.${s}`)}
                </th>
              ))}
              <th scope="col">{t('receipt.lineTotal')}</th>
            </tr>
          </thead>
          <tbody>
            {doc.lines.map((line, i) => (
              <tr key={i}>
                <th scope="row">{line.description}</th>
                <td>{line.sac}</td>
                <td>{line.quantity}</td>
                <td>{f.money(line.taxableValue)}</td>
                {shares.map((s) => (
                  <td key={s}>{share(line, s)}</td>
                ))}
                <td>{f.money(line.total)}</td>
              </tr>
            ))}
          </tbody>
          <tfoot>
            <tr>
              <th scope="row" colSpan={3}>
                {doc.deductions.length > 0 ? t('receipt.subtotal') : t('receipt.total')}
              </th>
              <td>{f.money(doc.totals.taxableValue)}</td>
              {shares.map((s) => (
                <td key={s}>{f.money(doc.totals[s])}</td>
              ))}
              <td>{doc.deductions.length > 0 ? null : <strong>{f.money(doc.totals.total)}</strong>}</td>
            </tr>
            {doc.deductions.map((d, i) => (
              <tr key={i}>
                <th scope="row" colSpan={columns}>
                  {t('receipt.less', { description: d.description })}
                </th>
                <td>{f.money({ ...d.amount, amount: -d.amount.amount })}</td>
              </tr>
            ))}
            {doc.deductions.length > 0 ? (
              <tr>
                <th scope="row" colSpan={columns}>
                  {t('receipt.total')}
                </th>
                <td>
                  <strong>{f.money(doc.totals.total)}</strong>
                </td>
              </tr>
            ) : null}
          </tfoot>
        </table>
      </div>
    </section>
  );
}

function Party({ title, party }: { title: string; party: GstParty }) {
  const t = receiptMessages.useT();
  return (
    <div>
      <h4 part="heading">{title}</h4>
      <p>
        <span>{party.name}</span>
        {party.address ? (
          <>
            <br />
            <span>{party.address}</span>
          </>
        ) : null}
        {party.gstin ? (
          <>
            <br />
            <span>{t('receipt.gstin', { gstin: party.gstin })}</span>
          </>
        ) : null}
        {party.state && party.stateCode ? (
          <>
            <br />
            <span>{t('receipt.state', { state: party.state, code: party.stateCode })}</span>
          </>
        ) : null}
      </p>
    </div>
  );
}
