import { useEmit } from '../../context/TicketkitProvider.tsx';
import { EventListContainer, type EventListContainerProps } from '../../screens/EventList/EventListContainer.tsx';
import type { ScreenModule } from '../defineElements.ts';
import { ElementRoot } from '../ElementRoot.tsx';
import { mountScreen } from '../mountScreen.tsx';

/** `<ticketkit-events city category>`: the event list (with category navigation when no category is fixed). */
export const mount: ScreenModule['mount'] = (root, props, sdk, element) =>
  mountScreen(root, props, (attrs, host) => (
    <ElementRoot element={element} host={host} attributes={attrs} sdk={sdk}>
      {(v) => <EventsElement city={v.city} category={v.category} />}
    </ElementRoot>
  ));

/** Choosing an event tells the host page, which decides where booking happens. */
function EventsElement(props: Pick<EventListContainerProps, 'city' | 'category'>) {
  const emit = useEmit();
  return <EventListContainer {...props} onSelect={(e) => emit('ticketkit:event-selected', { eventId: e.id, slug: e.slug, title: e.title })} />;
}
