import { useCallback } from 'react';
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

/**
 * Choosing an event tells the host page, which decides where booking happens. A category the API
 * does not know is a wrong attribute: the list says so to the visitor, and the page's owner hears
 * it as every wrong attribute is reported (console and ticketkit:error).
 */
function EventsElement(props: Pick<EventListContainerProps, 'city' | 'category'>) {
  const emit = useEmit();
  const onUnknownCategory = useCallback(
    (slug: string) => {
      const message = `<ticketkit-events category>: "${slug}" is not a category this API lists`;
      console.error(`ticketkit/element/invalid-attribute: ${message}`);
      emit('ticketkit:error', { code: 'element/invalid-attribute', message });
    },
    [emit],
  );
  return (
    <EventListContainer
      {...props}
      onUnknownCategory={onUnknownCategory}
      onSelect={(e) => emit('ticketkit:event-selected', { eventId: e.id, slug: e.slug, title: e.title })}
    />
  );
}
