import events from 'virtual:ticketkit/event-docs';
import { EVENT_CALLBACKS, type TicketkitEventName } from '../../packages/widget/src/events.ts';
import { DocTable } from './DocTable.tsx';

/** Every host-page event, its React callback and its detail, read from events.ts when Storybook builds. */
export function EventTable() {
  return (
    <DocTable
      label="Host-page events"
      columns={['event', 'React callback', 'detail', 'when']}
      rows={events.map((event) => ({
        key: event.name,
        cells: [
          <code>{event.name}</code>,
          <code>{EVENT_CALLBACKS[event.name as TicketkitEventName]}</code>,
          <code>{`{ ${event.fields.map((f) => `${f.name}: ${f.type}`).join('; ')} }`}</code>,
          withCode(event.description),
        ],
      }))}
    />
  );
}

/** The description's `backticked` words as code, the rest as text. */
function withCode(text: string) {
  return text.split('`').map((part, i) => (i % 2 === 1 ? <code key={i}>{part}</code> : part));
}
