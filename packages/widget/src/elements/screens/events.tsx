import { EventListContainer } from '../../screens/EventList/EventListContainer.tsx';
import type { ScreenModule } from '../defineElements.ts';
import { ElementRoot } from '../ElementRoot.tsx';
import { mountScreen } from '../mountScreen.tsx';

/** `<ticketkit-events city category>`: the event list (with category navigation when no category is fixed). */
export const mount: ScreenModule['mount'] = (root, props, sdk, element) =>
  mountScreen(root, props, (attrs, host) => (
    <ElementRoot element={element} host={host} attributes={attrs} sdk={sdk}>
      {(v) => <EventListContainer city={v.city} category={v.category} />}
    </ElementRoot>
  ));
