/**
 * A click a link may handle in place: the main button with no modifier key and not already handled.
 * Anything else (middle click, Ctrl/⌘, Shift, Alt) is left to the browser: new tab, new window, download.
 */
export function isPlainClick(event: { button: number; metaKey: boolean; altKey: boolean; ctrlKey: boolean; shiftKey: boolean; defaultPrevented: boolean }): boolean {
  return !event.defaultPrevented && event.button === 0 && !event.metaKey && !event.altKey && !event.ctrlKey && !event.shiftKey;
}
