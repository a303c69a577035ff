import type { CancellationPolicy } from '@ticketkit/contract';
import { cancelMessages } from './cancelMessages.ts';

/** An event's refund policy in one line, for before buying (the cancel dialog lists it in full). */
export function RefundPolicyLine({ policy }: { policy: CancellationPolicy }) {
  const t = cancelMessages.useT();
  const tiers = policy.tiers.map((tier) => t('cancel.lineTier', { count: tier.hoursBefore, percent: tier.refundPercent })).join(', ');
  return <p className="tk-muted">{t('cancel.line', { tiers, fees: policy.feesRefundable ? t('cancel.lineFeesBack') : t('cancel.lineFeesKept') })}</p>;
}
