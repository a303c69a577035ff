import { useCallback } from 'react';
import { useStore } from '../../context/hooks.ts';
import { useEmit, useTicketkit } from '../../context/TicketkitProvider.tsx';
import { EventListContainer, type EventListContainerProps } from '../../screens/EventList/EventListContainer.tsx';
import { elementScreen } from '../mountScreen.tsx';
import { eventHrefFor, invalidAttribute, reportAttributeProblem } from '../validate.ts';

/** `<ticketkit-events city category event-href>`: the event list (with category navigation when no category is fixed). */
export const mount = elementScreen((v) => <EventsElement city={v.city} category={v.category} eventHref={v.eventHref} />);

/**
 * Choosing an event tells the host page, which decides where booking happens. With `event-href`
 * every card is also a real link to the partner's event page: a plain click emits the event and
 * then follows the link unless a listener cancelled the event; other clicks are the browser's.
 * A category the API does not know is a wrong attribute: the list says so to the visitor, and the
 * page's owner hears it as every wrong attribute is reported (console and ticketkit:error).
 */
function EventsElement({ eventHref, ...props }: Pick<EventListContainerProps, 'city' | 'category'> & { eventHref?: string | undefined }) {
  const emit = useEmit();
  const sdk = useTicketkit();
  const storeCity = useStore(sdk.city, (s) => s.city);
  const city = props.city ?? storeCity;
  const onUnknownCategory = useCallback(
    (slug: string) => reportAttributeProblem(emit, invalidAttribute('ticketkit-events', 'category', `"${slug}" is not a category this API lists`)),
    [emit],
  );
  return (
    <EventListContainer
      {...props}
      onUnknownCategory={onUnknownCategory}
      eventHref={eventHref ? (e) => eventHrefFor(eventHref, { id: e.id, slug: e.slug, city }) : undefined}
      onSelect={(e, click) => {
        if (!emit('ticketkit:event-selected', { eventId: e.id, slug: e.slug, title: e.title })) click?.preventDefault();
      }}
    />
  );
}
