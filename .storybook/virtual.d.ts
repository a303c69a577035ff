declare module 'virtual:ticketkit/event-docs' {
  const events: import('./eventDocs.ts').EventDoc[];
  export default events;
}
