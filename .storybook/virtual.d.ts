declare module 'virtual:ticketkit/event-docs' {
  // An ambient module cannot import a relative path, so the type is referenced inline.
  // eslint-disable-next-line @typescript-eslint/consistent-type-imports
  const events: import('./eventDocs.ts').EventDoc[];
  export default events;
}
