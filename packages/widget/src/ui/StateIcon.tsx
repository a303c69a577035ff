/**
 * The pictures of empty and error states: one stroke drawing each, in the state's colour, drawn by
 * the stylesheet (feedback.css, `.tk-state-icon[data-icon]`) so the drawings cost no script.
 * Decorative, because the heading beside it says the same in words.
 *
 * empty: an open tray (nothing here yet); search: a magnifier (no results); ticket: a ticket with
 * its notches (no tickets); calendar: a calendar page (no dates); account: a person (sign in first);
 * star: a star (points); alert: a warning sign (something failed); offline: a cloud struck through.
 */
export type StateIconName = 'empty' | 'search' | 'ticket' | 'calendar' | 'account' | 'star' | 'alert' | 'offline';

export function StateIcon({ name }: { name: StateIconName }) {
  return <span className="tk-state-icon" data-icon={name} aria-hidden="true" />;
}
