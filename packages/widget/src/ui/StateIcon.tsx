/**
 * The pictures of empty and error states: one stroke drawing each, in the state's colour
 * (currentColor), decorative because the heading beside it says the same in words.
 */
const drawings = {
  /** Nothing here yet: an open tray. */
  empty: 'M3 13h5l1.5 3h5L16 13h5M5 5h14l2 8v6H3v-6z',
  /** No results: a magnifier. */
  search: 'M10.5 17a6.5 6.5 0 1 0 0-13 6.5 6.5 0 0 0 0 13zM15.5 15.5 21 21',
  /** No tickets: a ticket with its notches. */
  ticket: 'M3 7h18v3a2 2 0 0 0 0 4v3H3v-3a2 2 0 0 0 0-4zM14 7v10',
  /** No dates: a calendar page. */
  calendar: 'M4 6h16v14H4zM4 10h16M8 3v5M16 3v5',
  /** Sign in first: a person. */
  account: 'M12 12a4 4 0 1 0 0-8 4 4 0 0 0 0 8zM4 21a8 8 0 0 1 16 0',
  /** Points: a star. */
  star: 'M12 3l2.8 5.7 6.2.9-4.5 4.4 1 6.2L12 17.3 6.5 20.2l1-6.2L3 9.6l6.2-.9z',
  /** Something failed: a warning sign. */
  alert: 'M12 3 2 20h20zM12 10v4M12 17v.5',
  /** No connection: a cloud struck through. */
  offline: 'M7 18h10a4 4 0 0 0 .5-8A6 6 0 0 0 6 9.5 4.3 4.3 0 0 0 7 18zM3 3l18 18',
} as const;

export type StateIconName = keyof typeof drawings;

export function StateIcon({ name }: { name: StateIconName }) {
  return (
    <span className="tk-state-icon" aria-hidden="true">
      <svg viewBox="0 0 24 24" width="24" height="24" fill="none" stroke="currentColor" strokeWidth="1.75" strokeLinecap="round" strokeLinejoin="round" focusable="false">
        <path d={drawings[name]} />
      </svg>
    </span>
  );
}
