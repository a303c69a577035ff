import { useResource } from '../../context/hooks.ts';
import { requestEvent } from '../../context/requestEvent.ts';
import { useFormat, useTicketkit } from '../../context/TicketkitProvider.tsx';
import { AsyncView } from '../../ui/AsyncView.tsx';
import { TicketSelect } from '../TicketSelect/TicketSelect.tsx';
import { TicketSelectSkeleton } from '../TicketSelect/TicketSelectSkeleton.tsx';
import { clampQuantities } from '../TicketSelect/ticketRules.ts';

/** The flow's ticket step: the session's ticket types, within what the account may still take of a high-demand session. */
export function TicketsStep({ eventId, sessionId, ticketsLeft, eventsHref, quantities, onChange, onContinue, onOtherDates }: { eventId: string; sessionId: string; ticketsLeft?: number; eventsHref?: string; quantities: Record<string, number>; onChange(q: Record<string, number>): void; onContinue(): void; onOtherDates(): void }) {
  const sdk = useTicketkit();
  const { t } = useFormat();
  const types = useResource((signal) => sdk.api.listTicketTypes(sessionId, { signal }), [sdk, sessionId]);
  // The refund policy is said when the event is known; the tickets never wait for it.
  const event = useResource(() => requestEvent(sdk, eventId), [sdk, eventId]);
  const policy = event.status === 'success' ? event.data.cancellationPolicy : undefined;
  return (
    <AsyncView state={types} loadingLabel={t('tickets.loading')} skeleton={<TicketSelectSkeleton />} eventsHref={eventsHref}>
      {(list) => {
        // The account's cap: what the waiting room said is left, else the session's cap per account.
        const cap = ticketsLeft ?? list.session.highDemand?.ticketsPerAccount;
        return <TicketSelect ticketTypes={list.items} quantities={clampQuantities(list.items, quantities, cap)} onChange={onChange} onContinue={onContinue} cancellationPolicy={policy} accountCap={cap} onOtherDates={onOtherDates} />;
      }}
    </AsyncView>
  );
}
