import { useResource } from '../../context/hooks.ts';
import { useTicketkit } from '../../context/TicketkitProvider.tsx';
import { AsyncView } from '../../ui/AsyncView.tsx';
import { receiptMessages } from './receiptMessages.ts';
import { Receipt } from './Receipt.tsx';

export interface ReceiptContainerProps {
  bookingId: string;
  onBack?(): void;
  focusOnShow?: boolean;
}

/** A booking's receipt from the API (`booking/not-paid` until its payment is captured). */
export function ReceiptContainer({ bookingId, onBack, focusOnShow }: ReceiptContainerProps) {
  const sdk = useTicketkit();
  const t = receiptMessages.useT();
  const receipt = useResource((signal) => sdk.api.getReceipt(bookingId, { signal }), [bookingId]);
  return (
    <AsyncView state={receipt} loadingLabel={t('receipt.loading')} onward={onBack ? { label: t('receipt.back'), onClick: onBack } : undefined}>
      {(r) => <Receipt receipt={r} onBack={onBack} focusOnShow={focusOnShow} />}
    </AsyncView>
  );
}
