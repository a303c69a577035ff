import events from 'virtual:ticketkit/event-docs';
import { EVENT_CALLBACKS, type TicketkitEventName } from '../../packages/widget/src/events.ts';
import { Scrolls } from './Scrolls.tsx';

/** Every host-page event, its React callback and its detail, read from events.ts when Storybook builds. */
export function EventTable() {
  return (
    <Scrolls label="Host-page events">
      <table aria-label="Host-page events">
        <thead>
          <tr>
            <th scope="col">event</th>
            <th scope="col">React callback</th>
            <th scope="col">detail</th>
            <th scope="col">when</th>
          </tr>
        </thead>
        <tbody>
          {events.map((event) => (
            <tr key={event.name}>
              <th scope="row"><code>{event.name}</code></th>
              <td><code>{EVENT_CALLBACKS[event.name as TicketkitEventName]}</code></td>
              <td><code>{`{ ${event.fields.map((f) => `${f.name}: ${f.type}`).join('; ')} }`}</code></td>
              <td>{withCode(event.description)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </Scrolls>
  );
}

/** The description's `backticked` words as code, the rest as text. */
function withCode(text: string) {
  return text.split('`').map((part, i) => (i % 2 === 1 ? <code key={i}>{part}</code> : part));
}
