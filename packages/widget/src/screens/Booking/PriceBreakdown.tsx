import '../../i18n/bookingMessages.ts';
import type { Amounts, LineItem } from '@ticketkit/contract';
import { useFormat } from '../../context/TicketkitProvider.tsx';
import { SkeletonText } from '../../ui/Skeleton.tsx';

export interface PriceBreakdownProps {
  items: LineItem[];
  amounts: Amounts;
}

export function PriceBreakdown({ items, amounts }: PriceBreakdownProps) {
  const f = useFormat();
  const rows: [string, { amount: number; currency: string }, boolean][] = [
    [f.t('booking.subtotal'), amounts.subtotal, true],
    [f.t('booking.fees'), amounts.fees, true],
    [f.t('booking.taxes'), amounts.taxes, true],
    [f.t('booking.discount'), { ...amounts.discount, amount: -amounts.discount.amount }, amounts.discount.amount > 0],
    [f.t('booking.pointsRedeemed'), { ...amounts.pointsRedeemed, amount: -amounts.pointsRedeemed.amount }, amounts.pointsRedeemed.amount > 0],
  ];
  return (
    <table className="tk-breakdown">
      <caption className="tk-visually-hidden">{f.t('booking.summary')}</caption>
      <tbody>
        {items.map((item) => (
          <tr key={item.ticketTypeId}>
            <th scope="row">
              {item.name} × {item.quantity}
            </th>
            <td>{f.money(item.lineTotal)}</td>
          </tr>
        ))}
        {rows
          .filter(([, , show]) => show)
          .map(([label, money]) => (
            <tr key={label}>
              <th scope="row">{label}</th>
              <td>{f.money(money)}</td>
            </tr>
          ))}
        <tr className="tk-total">
          <th scope="row">{f.t('booking.total')}</th>
          <td>{f.money(amounts.total)}</td>
        </tr>
      </tbody>
    </table>
  );
}

/**
 * The breakdown's shape before its amounts are known: a line per kind of ticket, subtotal, fees and
 * taxes, and the total with its label, in the table's own classes so the amounts land where it stood.
 */
export function PriceBreakdownSkeleton({ lines = 1 }: { lines?: number }) {
  const { t } = useFormat();
  return (
    <table className="tk-breakdown">
      <tbody>
        {[...Array.from({ length: lines }, (_, i) => `line-${i}`), 'subtotal', 'fees', 'taxes'].map((row) => (
          <tr key={row}>
            <th scope="row">
              <SkeletonText width="8em" />
            </th>
            <td>
              <SkeletonText width="5em" />
            </td>
          </tr>
        ))}
        <tr className="tk-total">
          <th scope="row">{t('booking.total')}</th>
          <td>
            <SkeletonText width="6em" />
          </td>
        </tr>
      </tbody>
    </table>
  );
}
